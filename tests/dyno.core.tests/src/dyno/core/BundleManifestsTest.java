package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The bundles share no internals: an {@code x-friends} export may name test bundles only (those under {@code tests/}),
 * so what one product bundle needs of another is a versioned API package. Reads the manifests of the source tree
 * (the tests run in their module's folder).
 */
class BundleManifestsTest {

	private static final Path BUNDLES = Path.of("..", "..", "bundles");
	private static final Path TESTS = Path.of("..");
	private static final Pattern FRIENDS = Pattern.compile("x-friends:=\"([^\"]*)\"");

	@Test
	void internalPackagesAreFriendsOfTestBundlesOnly() throws IOException {
		Set<String> testBundles = new TreeSet<>();
		for (Manifest m : manifests(TESTS)) {
			testBundles.add(symbolicName(m));
		}
		assertTrue(testBundles.contains("dyno.app.ui.tests"), "the test bundles are found: " + testBundles);
		List<Manifest> bundles = manifests(BUNDLES);
		assertTrue(bundles.size() >= 10, "the product bundles are found: " + bundles.size());

		List<String> wrong = new ArrayList<>();
		int friendships = 0;
		for (Manifest m : bundles) {
			for (String clause : clauses(attribute(m, "Export-Package"))) {
				Matcher f = FRIENDS.matcher(clause);
				if (f.find()) {
					friendships++;
					for (String friend : f.group(1).split(",")) {
						if (!testBundles.contains(friend.trim())) {
							wrong.add(symbolicName(m) + " exports " + clause.split(";")[0] + " to " + friend.trim());
						}
					}
				}
			}
		}
		assertFalse(friendships == 0, "x-friends exports are read");
		assertEquals(List.of(), wrong, "internal packages shared with product bundles");
	}

	/** The manifests of the bundle folders directly under {@code root}. */
	private static List<Manifest> manifests(Path root) throws IOException {
		List<Manifest> out = new ArrayList<>();
		try (Stream<Path> dirs = Files.list(root)) {
			for (Path d : dirs.sorted().toList()) {
				Path mf = d.resolve("META-INF").resolve("MANIFEST.MF");
				if (Files.isRegularFile(mf)) {
					try (InputStream in = Files.newInputStream(mf)) {
						out.add(new Manifest(in));
					}
				}
			}
		}
		return out;
	}

	/** The clauses of a header: split at the commas outside quotes (a quoted list such as x-friends has some). */
	private static List<String> clauses(String header) {
		List<String> out = new ArrayList<>();
		StringBuilder clause = new StringBuilder();
		boolean quoted = false;
		for (char c : header.toCharArray()) {
			if (c == '"') {
				quoted = !quoted;
			}
			if (c == ',' && !quoted) {
				out.add(clause.toString().trim());
				clause.setLength(0);
			} else {
				clause.append(c);
			}
		}
		out.add(clause.toString().trim());
		return out;
	}

	private static String symbolicName(Manifest m) {
		return attribute(m, "Bundle-SymbolicName").split(";")[0].trim();
	}

	private static String attribute(Manifest m, String name) {
		String v = m.getMainAttributes().getValue(new Attributes.Name(name));
		return v == null ? "" : v;
	}
}
