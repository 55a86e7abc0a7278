package dyno.ide.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Fixtures;

/**
 * In an Eclipse IDE the configuration editor is the default editor of the server files Dyno tunes (by name and, for
 * XML, root element) and of nothing else: a pom.xml, a plugin.xml, a plain foo.xml, or a file named server.xml that
 * is not Tomcat's, opens in the editor it would open in without Dyno.
 */
class ServerFilesEditorTest {

	private static final String CONFIG_EDITOR = "dyno.jboss.ui.configEditor";

	@Test
	void theConfigurationEditorIsTheDefaultForServerFilesOnly(@TempDir Path temp) throws Exception {
		IProject project = project("server-files");
		Map<String, Path> ours = new LinkedHashMap<>();
		ours.put("standalone.xml", Fixtures.get("wildfly-39.0.1.Final/standalone/configuration/standalone.xml"));
		ours.put("server.xml", Fixtures.get("tomcat/9.0.98/conf/server.xml"));
		ours.put("hsqldb-ds.xml", Fixtures.get("jboss-as-6/6.1.0.Final/server/all/deploy/hsqldb-ds.xml"));
		// names no list can hold: the root element says it
		ours.put("standalone-custom.xml", Fixtures.get("wildfly-39.0.1.Final/standalone/configuration/standalone.xml"));
		ours.put("orders-ds.xml", Fixtures.get("jboss-as-6/6.1.0.Final/server/all/deploy/hsqldb-ds.xml"));
		ours.put("run.conf", Fixtures.get("jboss-as-4.2/4.2.3.GA/bin/run.conf"));
		Map<String, Path> others = new LinkedHashMap<>();
		others.put("pom.xml", Path.of("pom.xml").toAbsolutePath());
		others.put("foo.xml", Files.writeString(temp.resolve("foo.xml"), "<?xml version=\"1.0\"?>\n<foo/>\n"));
		others.put("plugin.xml", Path.of("../../bundles/dyno.jboss.ui/plugin.xml").toAbsolutePath());
		// a server.xml whose root is a Maven project's: the name alone does not make it Tomcat's
		others.put("other/server.xml", Path.of("pom.xml").toAbsolutePath());
		// Open Liberty's server.xml: root server, not Tomcat's Server
		others.put("liberty/server.xml", Files.writeString(temp.resolve("server.xml"),
				"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<server description=\"defaultServer\">\n"
						+ "  <featureManager><feature>servlet-6.0</feature></featureManager>\n</server>\n"));

		for (Map.Entry<String, Path> e : ours.entrySet()) {
			IFile file = copy(project, e.getKey(), e.getValue());
			assertEquals(CONFIG_EDITOR, IDE.getEditorDescriptor(file, true, false).getId(), () -> e.getKey() + " of type "
					+ contentType(file));
		}
		for (Map.Entry<String, Path> e : others.entrySet()) {
			IFile file = copy(project, e.getKey(), e.getValue());
			assertNotEquals(CONFIG_EDITOR, IDE.getEditorDescriptor(file, true, false).getId(), () -> e.getKey()
					+ " of type " + contentType(file));
		}

		// and opening them (as a double click in the Project Explorer does) picks those editors
		IFile pom = project.getFile("pom.xml");
		assertEquals(IDE.getEditorDescriptor(pom, true, false).getId(), openedEditorId(pom));
		assertEquals(CONFIG_EDITOR, openedEditorId(project.getFile("standalone.xml")));
	}

	private static String openedEditorId(IFile file) throws Exception {
		return onUiThread(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			IEditorPart editor = IDE.openEditor(page, file);
			String id = editor.getSite().getId();
			page.closeEditor(editor, false);
			return id;
		});
	}

	private static String contentType(IFile file) {
		try {
			var description = file.getContentDescription();
			return description == null ? "none" : description.getContentType().getId();
		} catch (CoreException e) {
			return e.toString();
		}
	}

	private static IProject project(String name) throws CoreException {
		IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
		IProject project = root.getProject(name);
		if (!project.exists()) {
			project.create(new NullProgressMonitor());
		}
		project.open(new NullProgressMonitor());
		return project;
	}

	private static IFile copy(IProject project, String name, Path from) throws Exception {
		IFile file = project.getFile(name);
		if (file.getParent() instanceof org.eclipse.core.resources.IFolder folder && !folder.exists()) {
			folder.create(true, true, null);
		}
		try (InputStream in = Files.newInputStream(from)) {
			file.create(in, true, null);
		}
		return file;
	}

	private interface UiCall<T> {
		T call() throws PartInitException;
	}

	private static <T> T onUiThread(UiCall<T> call) throws Exception {
		Object[] result = new Object[1];
		Exception[] failure = new Exception[1];
		Display.getDefault().syncExec(() -> {
			try {
				result[0] = call.call();
			} catch (PartInitException e) {
				failure[0] = e;
			}
		});
		if (failure[0] != null) {
			throw failure[0];
		}
		@SuppressWarnings("unchecked")
		T t = (T) result[0];
		return t;
	}
}
