package dyno.load.jmeter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.tests.SampleLoad;

class JMeterHomeTest {

	@Test
	void theAssembledHomeIsJMeter563() throws IOException {
		JMeterHome home = SampleLoad.home();
		assertEquals("5.6.3", home.version());
		assertTrue(Files.isRegularFile(home.launcherJar()));
		assertEquals(home.path(), JMeterHome.bundled().orElseThrow().path(), "bundled() follows -Ddyno.jmeter.home");
	}

	@Test
	void aMissingHomeSaysSo(@TempDir Path dir) {
		IOException e = assertThrows(IOException.class, () -> JMeterHome.at(dir.resolve("nowhere")));
		assertTrue(e.getMessage().contains("nowhere") && e.getMessage().contains("is not a folder"), e.getMessage());
	}

	@Test
	void anIncompleteHomeNamesWhatIsMissing(@TempDir Path dir) throws IOException {
		Files.createDirectories(dir.resolve("bin"));
		Files.writeString(dir.resolve("bin/jmeter.properties"), "");
		IOException e = assertThrows(IOException.class, () -> JMeterHome.at(dir));
		assertTrue(e.getMessage().contains("missing bin/ApacheJMeter.jar, lib/ext"), e.getMessage());
	}
}
