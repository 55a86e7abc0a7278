package dyno.jvm.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.core.runtime.Platform;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.provider.IProviderHints;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.JvmExplorerPage;

/**
 * Adding a JMX connection with "Save password": the connection appears under Remote and is kept in the
 * workspace preferences, the password only in secure storage (this test runtime's keyring file, opened with
 * the password file given by -eclipse.password, so no master-password prompt appears), where a fresh reader
 * finds it again.
 */
@ExtendWith(CleanWorkbench.class)
class JmxConnectionTest {

	private static final String SECRET = "s3cret-pw-4711";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@Test
	void savesTheConnectionInPreferencesAndItsPasswordOnlyInSecureStorage() throws Exception {
		DynoWindow window = DynoWindow.find();
		JvmExplorerPage explorer = window.jvmExplorer();
		window.clickToolItem("Add JMX Connection…");
		window.jmxConnectionDialog().type("address", "127.0.0.1:45999").type("user", "dyno").type("password", SECRET)
				.tick("savePassword").add();

		assertEquals("jmx dyno@127.0.0.1:45999", explorer.waitForRow("Remote", "jmx dyno@127.0.0.1:45999").get(0));

		Path prefs = Path.of(Platform.getInstanceLocation().getURL().toURI())
				.resolve(".metadata/.plugins/org.eclipse.core.runtime/.settings/dyno.jvm.ui.prefs");
		String saved = Files.readString(prefs, StandardCharsets.UTF_8);
		assertTrue(saved.contains("jmxConnections="), saved);
		assertFalse(saved.contains(SECRET), "no password in plain preferences");

		Path keyring = Path.of(System.getProperty("dyno.keyring"));
		assertFalse(Files.readString(keyring, StandardCharsets.ISO_8859_1).contains(SECRET), "the password is encrypted");
		assertEquals(List.of(SECRET), passwordsIn(keyring));
	}

	/** Reads the JMX passwords from a copy of the keyring, as a restarted workbench would. */
	private List<String> passwordsIn(Path keyring) throws Exception {
		Path copy = Files.copy(keyring, dir.resolve("keyring-copy"), StandardCopyOption.REPLACE_EXISTING);
		String master = Files.readString(Path.of(System.getProperty("dyno.keyringPassword")), StandardCharsets.UTF_8);
		ISecurePreferences root = SecurePreferencesFactory.open(copy.toUri().toURL(),
				Map.of(IProviderHints.DEFAULT_PASSWORD, new PBEKeySpec(master.toCharArray())));
		List<String> out = new ArrayList<>();
		ISecurePreferences jmx = root.node("dyno.jvm.ui/jmx");
		for (String child : jmx.childrenNames()) {
			out.add(jmx.node(child).get("password", null));
		}
		return out;
	}
}
