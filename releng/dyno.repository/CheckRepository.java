import java.io.InputStream;
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
import java.util.zip.ZipInputStream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Checks the p2 metadata of Dyno's update site (run by releng/test.sh after the build, or by hand:
 * {@code java releng/dyno.repository/CheckRepository.java releng/dyno.repository/target/repository}): the site's
 * categories offer exactly the tool features, and nothing a tool feature needs, directly or through other
 * installable units, is a bundle of the product alone (its application, its command line). That is what lets the
 * tool features install into an Eclipse IDE, which brings its own application. Exits 1 naming what is wrong.
 */
public final class CheckRepository {

	static final Set<String> TOOL_FEATURES = Set.of("dyno.jvm.feature", "dyno.load.feature", "dyno.jboss.feature",
			"dyno.profile.feature", "dyno.ide.feature");
	static final Set<String> PRODUCT_ONLY = Set.of("dyno.app", "dyno.cli", "dyno.app.feature.feature.group");

	public static void main(String[] args) throws Exception {
		Path repository = Path.of(args.length > 0 ? args[0] : "releng/dyno.repository/target/repository");
		Element root = contentXml(repository.resolve("content.jar"));
		Map<String, Set<String>> requires = new HashMap<>();
		Map<String, Set<String>> categories = new HashMap<>();
		NodeList units = root.getElementsByTagName("unit");
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
				categories.put(unit.getAttribute("id"), needs);
			}
		}
		List<String> problems = new java.util.ArrayList<>();
		Set<String> offered = new TreeSet<>();
		categories.values().forEach(offered::addAll);
		Set<String> expected = new TreeSet<>();
		TOOL_FEATURES.forEach(f -> expected.add(f + ".feature.group"));
		if (!offered.equals(expected)) {
			problems.add("the categories offer " + offered + ", not the tool features " + expected);
		}
		for (String feature : expected) {
			if (!requires.containsKey(feature)) {
				problems.add(feature + " is not in the repository");
				continue;
			}
			Set<String> reached = closure(feature, requires);
			reached.retainAll(PRODUCT_ONLY);
			if (!reached.isEmpty()) {
				problems.add(feature + " needs the product's own " + reached);
			}
		}
		if (!problems.isEmpty()) {
			problems.forEach(p -> System.err.println("update site: " + p));
			System.exit(1);
		}
		System.out.println("update site: " + categories.size() + " categories offer " + expected.size()
				+ " tool features; none needs the product's application or command line");
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

	/** Every unit id reachable from {@code start} through requirements on installable units. */
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

	private static Element contentXml(Path contentJar) throws Exception {
		if (!Files.exists(contentJar)) {
			throw new IllegalStateException("no " + contentJar + ": build the repository first");
		}
		try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(contentJar))) {
			while (zip.getNextEntry() != null) {
				InputStream in = zip;
				return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getDocumentElement();
			}
		}
		throw new IllegalStateException(contentJar + " is empty");
	}
}
