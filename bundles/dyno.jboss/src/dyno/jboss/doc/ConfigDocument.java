package dyno.jboss.doc;

/**
 * A configuration file held as its exact text, with edits that change only the bytes they must: saving a document
 * nobody edited gives back the very bytes it was read from.
 */
public sealed interface ConfigDocument permits XmlDocument, ShellConf, PropertiesDocument {

	/** The document's bytes: identical to the input when nothing was edited. */
	byte[] toBytes();

	/** Whether an edit changed the document since it was parsed. */
	boolean isModified();

	/** The name the document was read under (for messages), usually the file name. */
	String sourceName();
}
