package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipFile;

import org.junit.jupiter.api.Test;

/** The p2 repository the build writes under releng/ offers Dyno's feature and plug-ins to an IDE. */
class UpdateSiteTest {

	private final Path repository = Dyno.HOME.resolve("releng/dyno.repository/target/repository");

	@Test
	void metadataListsTheDynoFeatureAndItsPlugins() throws IOException {
		String content = entry("content.jar", "content.xml");
		for (String iu : new String[] { "dyno.feature.feature.group", "dyno.core", "dyno.jvm", "dyno.jvmstat",
				"dyno.ui", "dyno.cli" }) {
			assertTrue(content.contains("id='" + iu + "'"), iu + " missing from content.xml");
		}
		assertTrue(content.contains("org.eclipse.equinox.p2.type.category"), "no category in content.xml");
		String artifacts = entry("artifacts.jar", "artifacts.xml");
		assertTrue(artifacts.contains("classifier='osgi.bundle' id='dyno.jvm'"), "dyno.jvm has no artifact");
		try (var plugins = Files.list(repository.resolve("plugins"))) {
			assertTrue(plugins.anyMatch(p -> p.getFileName().toString().startsWith("dyno.ui_")), "no dyno.ui jar");
		}
	}

	private String entry(String jar, String name) throws IOException {
		try (ZipFile zip = new ZipFile(repository.resolve(jar).toFile())) {
			return new String(zip.getInputStream(zip.getEntry(name)).readAllBytes(), StandardCharsets.UTF_8);
		}
	}
}
