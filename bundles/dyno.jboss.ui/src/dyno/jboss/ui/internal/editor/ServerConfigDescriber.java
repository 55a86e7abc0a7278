package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.core.runtime.QualifiedName;
import org.eclipse.core.runtime.content.IContentDescriber;
import org.eclipse.core.runtime.content.IContentDescription;

import dyno.jboss.FileKind;

/**
 * Whether an XML file is one of the server files Dyno tunes, by its root element (a describer sees the first bytes,
 * not the name). Told apart by the describer's parameters in plugin.xml: {@code match=name} for files whose name
 * already says what they are, whose root must still be one some kind accepts, or the one kind named by a
 * {@code kind} parameter (so a server.xml of Liberty, root {@code server}, is not taken for Tomcat's, root
 * {@code Server}); {@code match=root} for any .xml, whose root alone must say it (a WildFly {@code server} in its
 * domain namespace, {@code datasources} …). Parameters are child elements because the registry reads a
 * {@code class:data} suffix only from attributes, never from a describer element's class.
 */
public final class ServerConfigDescriber implements IContentDescriber, IExecutableExtension {

	/** Enough for the prolog, a licence comment and the root's start tag of the real files in the fixtures. */
	private static final int HEAD = 8192;

	/**
	 * Kinds whose root element is an application's as much as a server's: in an IDE every web project has a web.xml
	 * and a persistence.xml, which keep their own editors unless the name list claims them.
	 */
	private static final Set<FileKind> APPLICATION_KINDS = Set.of(FileKind.WEB_XML, FileKind.PERSISTENCE_XML);

	private Predicate<byte[]> ours = head -> false;

	@Override
	public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
		Map<?, ?> parameters = data instanceof Map<?, ?> m ? m : Map.of();
		if ("root".equals(parameters.get("match"))) {
			ours = head -> FileKind.ofRoot(head).filter(k -> !APPLICATION_KINDS.contains(k)).isPresent();
		} else if (parameters.get("kind") instanceof String kind) {
			ours = FileKind.valueOf(kind)::acceptsRootIn;
		} else {
			ours = FileKind::isRootOfAnyKind;
		}
	}

	@Override
	public int describe(InputStream contents, IContentDescription description) throws IOException {
		return ours.test(contents.readNBytes(HEAD)) ? VALID : INVALID;
	}

	@Override
	public QualifiedName[] getSupportedOptions() {
		return new QualifiedName[0];
	}
}
