package dyno.jboss.doc;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.TreeSet;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;

/** Reads configuration files into documents of their kind and saves edited documents safely. */
public final class ConfigFiles {

	/** Suffix of the copy of a file's original bytes, kept the first time Dyno changes it. */
	public static final String BACKUP_SUFFIX = ".dyno-orig";

	private ConfigFiles() {
	}

	/**
	 * Reads a file into the document type its kind calls for.
	 *
	 * @throws ConfigSyntaxException when it is malformed, binary, or its root element does not fit its kind
	 * @throws IOException when it cannot be read
	 */
	public static ConfigDocument read(ConfigFile file) throws IOException {
		return parse(file, Files.readAllBytes(file.path()));
	}

	/**
	 * Parses bytes that stand for {@code file}'s contents (e.g. an editor's unsaved text) into the document type its
	 * kind calls for, with the same checks as {@link #read}.
	 *
	 * @throws ConfigSyntaxException when they are malformed, binary, or the root element does not fit the kind
	 */
	public static ConfigDocument parse(ConfigFile file, byte[] bytes) throws ConfigSyntaxException {
		String name = file.name();
		return switch (file.kind().syntax()) {
		case SHELL -> ShellConf.parse(bytes, name, false);
		case BATCH -> ShellConf.parse(bytes, name, true);
		case PROPERTIES -> PropertiesDocument.parse(bytes, name);
		case XML -> checkedRoot(XmlDocument.parse(bytes, name), file.kind());
		};
	}

	private static XmlDocument checkedRoot(XmlDocument doc, FileKind kind) throws ConfigSyntaxException {
		XmlElement root = doc.root();
		if (!kind.acceptsRoot(root.localName())) {
			throw new ConfigSyntaxException(doc.sourceName(), root.line(), root.column(), "root element <" + root.name()
					+ "> does not belong in a " + kind.label() + " file (expected <"
					+ String.join("> or <", new TreeSet<>(kind.rootElements())) + ">)");
		}
		return doc;
	}

	/**
	 * Writes an edited document over its file: the bytes go to a temporary file in the same folder that then
	 * replaces the file in one atomic move, so a crash leaves either the old or the new file. The first time a file
	 * is changed its original bytes are kept as {@code <name>.dyno-orig} beside it. A document nobody edited is not
	 * written.
	 */
	public static void save(ConfigFile file, ConfigDocument doc) throws IOException {
		if (!doc.isModified()) {
			return;
		}
		Path target = file.path();
		keepOriginal(target);
		Path temp = Files.createTempFile(target.toAbsolutePath().getParent(), "." + target.getFileName(), ".dyno-tmp");
		try {
			Files.write(temp, doc.toBytes());
			keepPermissions(target, temp);
			try {
				Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
			} catch (AtomicMoveNotSupportedException e) {
				// some file systems cannot rename atomically; replacing is the next best thing
				Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
			}
		} finally {
			Files.deleteIfExists(temp);
		}
	}

	/** Copies {@code file} to {@code <name>.dyno-orig} beside it, unless that copy exists: the bytes before Dyno's first change. */
	public static void keepOriginal(Path file) throws IOException {
		Path backup = file.resolveSibling(file.getFileName() + BACKUP_SUFFIX);
		if (Files.exists(file) && !Files.exists(backup)) {
			Files.copy(file, backup, StandardCopyOption.COPY_ATTRIBUTES);
		}
	}

	/** Start scripts may be executable; the temporary file must not drop that (createTempFile makes it 0600). */
	private static void keepPermissions(Path from, Path to) throws IOException {
		PosixFileAttributeView view = Files.getFileAttributeView(from, PosixFileAttributeView.class);
		if (view != null && Files.exists(from)) {
			Set<PosixFilePermission> permissions = view.readAttributes().permissions();
			Files.setPosixFilePermissions(to, permissions);
		}
	}
}
