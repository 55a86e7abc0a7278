package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.io.InputStream;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.content.IContentDescriber;
import org.eclipse.core.runtime.content.IContentDescription;

import dyno.jboss.FileKind;

/**
 * Whether an XML file is one of the server files Dyno tunes, by its root element (a describer sees the first bytes,
 * not the name). Two uses, named in plugin.xml after the class: {@code anyKind} for files whose name already says
 * what they are (server.xml must still have a root some kind accepts, so a server.xml of another product is not
 * claimed) and {@code byRoot} for any .xml, whose root alone must say it (a WildFly {@code server} in its domain
 * namespace, {@code datasources} …).
 */
public final class ServerConfigDescriber implements IContentDescriber, IExecutableExtension {

	/** Enough for the prolog, a licence comment and the root's start tag of the real files in the fixtures. */
	private static final int HEAD = 8192;

	private boolean byRootOnly;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		byRootOnly = "byRoot".equals(data);
	}

	@Override
	public int describe(InputStream contents, IContentDescription description) throws IOException {
		byte[] head = contents.readNBytes(HEAD);
		boolean ours = byRootOnly ? FileKind.ofRoot(head).isPresent() : FileKind.isRootOfAnyKind(head);
		return ours ? VALID : INVALID;
	}

	@Override
	public QualifiedName[] getSupportedOptions() {
		return new QualifiedName[0];
	}
}
