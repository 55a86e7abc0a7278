package dyno.jboss.doc;

/**
 * A configuration file held as its exact text, with edits that change only the bytes they must: saving a document
 * nobody edited gives back the very bytes it was read from. The kinds differ in what they know of the text; each
 * keeps it, and what it was read from, in one {@link SourceText}.
 */
public abstract sealed class ConfigDocument permits XmlDocument, ShellConf, PropertiesDocument {

	final SourceText source;

	ConfigDocument(SourceText source) {
		this.source = source;
	}

	/** The document's bytes: identical to the input when nothing was edited. */
	public final byte[] toBytes() {
		return source.toBytes();
	}

	/** Whether an edit changed the document since it was parsed. */
	public final boolean isModified() {
		return source.isModified();
	}

	/** The name the document was read under (for messages), usually the file name. */
	public final String sourceName() {
		return source.sourceName;
	}

	/** The current text. */
	public final String text() {
		return source.text();
	}

	final SourceText source() {
		return source;
	}
}
