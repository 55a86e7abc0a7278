package dyno.jboss.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.samples.ChildJvm;
import dyno.samples.Fixtures;
import dyno.samples.Idle;
import dyno.samples.Waits;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.ConfigEditorPage;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.Jemmy;

/**
 * Saving a {@code *-ds.xml} of a running JBoss AS 5.1.0.GA (a copy of the real profile; "running": a real child JVM
 * started with {@code -Djboss.home.dir=<the copy>} and connected in Dyno, which makes the home live as for any
 * server JVM): the editor says the save redeploys the datasource before it writes; Cancel keeps the edit unsaved and
 * the file untouched, Save writes it.
 */
@ExtendWith(CleanWorkbench.class)
class HotDeploySaveTest {

	private static final String NOTICE = "Saving redeploys hsqldb-ds.xml on the running server JBoss AS 5.1.0.GA "
			+ "(default): its connections are dropped and reopened.";

	@TempDir
	static Path dir;
	private static Path home;

	@BeforeAll
	static void setUp() throws Exception {
		Jemmy.setUp();
		home = dir.resolve("jboss-5.1.0.GA");
		for (String part : List.of("bin", "server/default")) {
			Fixtures.copyTree("jboss-as-5/5.1.0.GA/" + part, home.resolve(part), StandardCopyOption.COPY_ATTRIBUTES);
		}
	}

	@Test
	void savingADatasourceOfARunningServerSaysItRedeploysFirst() throws Exception {
		Path ds = home.resolve("server/default/deploy/hsqldb-ds.xml");
		String original = Files.readString(ds);
		try (ChildJvm server = ChildJvm.start(List.of("-Djboss.home.dir=" + home), Idle.class, "120")) {
			Target target = new Target.LocalJmx(server.pid());
			JvmConnection c = Connections.get().open(target);
			try {
				assertEquals(JvmConnection.State.LIVE, c.connectAndWait(Waits.LIMIT), c.problem());
				Waits.of("the home becomes live: " + home).unless(() -> !server.isAlive(), () -> "the server JVM ended")
						.until(() -> LiveServers.isObserved(home));
				ConfigEditorPage editor = ConfigEditorPage.open(ds);
				try {
					String edited = original.replace("<max-pool-size>20</max-pool-size>",
							"<max-pool-size>40</max-pool-size>");
					editor.setSource(edited);
					editor.waitForSource(s -> s.contains("<max-pool-size>40</max-pool-size>"));

					editor.saveLater();
					DialogPage notice = DialogPage.waitFor("Save redeploys");
					assertTrue(notice.labels().contains(NOTICE), notice.labels().toString());
					notice.screenshot("hot-deploy-save");
					notice.press("Cancel");
					notice.waitUntilClosed();
					assertTrue(editor.dirty(), "the edit stays in the editor");
					assertEquals(original, Files.readString(ds), "nothing was written");

					editor.saveLater();
					notice = DialogPage.waitFor("Save redeploys");
					notice.press("Save");
					notice.waitUntilClosed();
					Waits.until("the save ends (the editor is no longer dirty)", () -> !editor.dirty());
					assertEquals(edited, Files.readString(ds), "the file is written for the server to redeploy");
				} finally {
					editor.close();
				}
			} finally {
				Connections.get().disconnect(target);
			}
		}
	}
}
