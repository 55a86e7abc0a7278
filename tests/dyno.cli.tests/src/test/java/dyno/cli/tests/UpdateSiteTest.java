package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.ZipFile;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The p2 repository the build writes under releng/ offers Dyno's tool features, in categories, to an Eclipse IDE:
 * none of them needs a unit of the product alone (its application, its command line), which an IDE has no use for.
 */
class UpdateSiteTest {

	static final Set<String> TOOL_FEATURES = Set.of("dyno.jvm.feature", "dyno.load.feature", "dyno.jboss.feature",
			"dyno.profile.feature", "dyno.ide.feature");
	static final Set<String> PRODUCT_ONLY = Set.of("dyno.app", "dyno.cli", "dyno.app.feature.feature.group");

	private final Path repository = Dyno.HOME.resolve("releng/dyno.repository/target/repository");

	@Test
	void metadataListsTheToolFeaturesAndTheirPlugins() throws IOException {
		String content = entry("content.jar", "content.xml");
		for (String iu : new String[] { "dyno.jvm.feature.feature.group", "dyno.core", "dyno.jvm", "dyno.jvmstat",
				"dyno.ui", "dyno.jboss.ui", "dyno.profile.ui", "dyno.ide" }) {
			assertTrue(content.contains("id='" + iu + "'"), iu + " missing from content.xml");
		}
		String artifacts = entry("artifacts.jar", "artifacts.xml");
		assertTrue(artifacts.contains("classifier='osgi.bundle' id='dyno.jvm'"), "dyno.jvm has no artifact");
		try (var plugins = Files.list(repository.resolve("plugins"))) {
			assertTrue(plugins.anyMatch(p -> p.getFileName().toString().startsWith("dyno.ui_")), "no dyno.ui jar");
		}
	}

	@Test
	void theCategoriesOfferTheToolFeaturesAndNoneNeedsTheProductsOwnUnits() throws Exception {
		Map<String, Set<String>> requires = new HashMap<>();
		Set<String> offered = new TreeSet<>();
		NodeList units = contentXml().getElementsByTagName("unit");
		for (int i = 0; i < units.getLength(); i++) {
			Element unit = (Element) units.item(i);
			Set<String> needs = new TreeSet<>();
			NodeList reqs = unit.getElementsByTagName("required");
			for (int r = 0; r < reqs.getLength(); r++) {
				Element req = (Element) reqs.item(r);
				if ("org.eclipse.equinox.p2.iu".equals(req.getAttribute("namespace"))) {
					needs.add(req.getAttribute("name"));
				}
			}
			requires.computeIfAbsent(unit.getAttribute("id"), k -> new TreeSet<>()).addAll(needs);
			if (isCategory(unit)) {
				offered.addAll(needs);
			}
		}
		Set<String> groups = new TreeSet<>();
		TOOL_FEATURES.forEach(f -> groups.add(f + ".feature.group"));
		assertEquals(groups, offered, "what the categories offer");
		for (String feature : groups) {
			Set<String> reached = closure(feature, requires);
			reached.retainAll(PRODUCT_ONLY);
			assertTrue(reached.isEmpty(), feature + " needs the product's own " + reached);
		}
	}

	private static boolean isCategory(Element unit) {
		NodeList props = unit.getElementsByTagName("property");
		for (int p = 0; p < props.getLength(); p++) {
			Element prop = (Element) props.item(p);
			if ("org.eclipse.equinox.p2.type.category".equals(prop.getAttribute("name"))
					&& "true".equals(prop.getAttribute("value"))) {
				return true;
			}
		}
		return false;
	}

	/** Every unit reachable from {@code start} through requirements on installable units. */
	private static Set<String> closure(String start, Map<String, Set<String>> requires) {
		Set<String> seen = new HashSet<>();
		Deque<String> todo = new ArrayDeque<>(List.of(start));
		while (!todo.isEmpty()) {
			String id = todo.pop();
			if (seen.add(id)) {
				todo.addAll(requires.getOrDefault(id, Set.of()));
			}
		}
		return seen;
	}

	private Element contentXml() throws Exception {
		try (ZipFile zip = new ZipFile(repository.resolve("content.jar").toFile());
				InputStream in = zip.getInputStream(zip.getEntry("content.xml"))) {
			return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getDocumentElement();
		}
	}

	private String entry(String jar, String name) throws IOException {
		try (ZipFile zip = new ZipFile(repository.resolve(jar).toFile())) {
			return new String(zip.getInputStream(zip.getEntry(name)).readAllBytes(), StandardCharsets.UTF_8);
		}
	}
}
