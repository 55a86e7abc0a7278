package dyno.jboss.ui.internal.editor;

import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;

/**
 * The bridge between an editor's text ({@link IDocument}, the single truth of an open file) and the engine's
 * format-preserving documents: every edit Dyno makes to an open file parses the current text, edits the parse with
 * the engine, and puts the engine's new text back as one minimal replace, so it is one step of the text's undo
 * history and every byte outside the edit stays as it was.
 */
public final class DocumentText {

	private final ConfigFile file;
	private final IDocument document;
	private final Charset charset;

	/** {@code charset}: how the file's bytes became the document's characters (the file buffer's encoding). */
	public DocumentText(ConfigFile file, IDocument document, Charset charset) {
		this.file = file;
		this.document = document;
		this.charset = charset;
	}

	/** The kind of a file by its name and, where the name says nothing, by the root element of its text. */
	public static Optional<ConfigFile> configFile(Path path, String text, Charset charset) {
		String head = text.substring(0, Math.min(text.length(), 4096));
		return FileKind.of(path, head.getBytes(charset)).map(kind -> new ConfigFile(path, kind));
	}

	public IDocument document() {
		return document;
	}

	/** Parses the document's current text as the engine would parse the file. */
	public ConfigDocument parse() throws ConfigSyntaxException {
		return ConfigFiles.parse(file, document.get().getBytes(charset));
	}

	/**
	 * Applies {@code edit} to a parse of the current text and writes the result back as one replace.
	 *
	 * @return whether the text changed
	 * @throws ConfigSyntaxException when the current text does not parse (the edit is not made)
	 */
	public boolean edit(Consumer<ConfigDocument> edit) throws ConfigSyntaxException {
		ConfigDocument parsed = parse();
		edit.accept(parsed);
		return replace(document, new String(parsed.toBytes(), charset));
	}

	/**
	 * Turns {@code doc}'s text into {@code text} with a single replace of the range between their common prefix and
	 * common suffix: the smallest change, one undo step, and markers/positions outside it stay put.
	 *
	 * @return whether anything changed
	 */
	public static boolean replace(IDocument doc, String text) {
		String old = doc.get();
		if (old.equals(text)) {
			return false;
		}
		int prefix = 0;
		int max = Math.min(old.length(), text.length());
		while (prefix < max && old.charAt(prefix) == text.charAt(prefix)) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < max - prefix
				&& old.charAt(old.length() - 1 - suffix) == text.charAt(text.length() - 1 - suffix)) {
			suffix++;
		}
		try {
			doc.replace(prefix, old.length() - suffix - prefix, text.substring(prefix, text.length() - suffix));
		} catch (BadLocationException e) {
			throw new IllegalStateException("the range comes from the document itself", e);
		}
		return true;
	}
}
