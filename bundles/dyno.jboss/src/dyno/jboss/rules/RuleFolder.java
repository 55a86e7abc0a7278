package dyno.jboss.rules;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * An organisation's rules: the {@link RuleProvider}s of the jars in a folder, loaded through one class loader whose
 * parent is this bundle's (so that the jars see {@link Rule} and the rest of dyno.jboss, in the workbench's OSGi
 * framework as on the CLI's class path). A folder is loaded once for each set of jars and their modification times:
 * a jar replaced in the folder is loaded anew.
 */
public final class RuleFolder {

	private static final Map<String, List<Rule>> LOADED = new ConcurrentHashMap<>();

	private RuleFolder() {
	}

	/**
	 * The rules of every {@code *.jar} of {@code folder}, in the order of the jars' names and of each jar's
	 * providers.
	 *
	 * @throws IOException naming the folder or the jar when the folder cannot be listed or a provider cannot be
	 *                     loaded
	 */
	public static List<Rule> load(Path folder) throws IOException {
		if (!Files.isDirectory(folder)) {
			throw new IOException("the rules folder is not a folder: " + folder);
		}
		List<Path> jars;
		try (Stream<Path> files = Files.list(folder)) {
			jars = files.filter(p -> p.getFileName().toString().endsWith(".jar") && Files.isRegularFile(p)).sorted()
					.toList();
		}
		StringBuilder signature = new StringBuilder(folder.toAbsolutePath().toString());
		for (Path jar : jars) {
			signature.append('\n').append(jar.getFileName()).append('@').append(Files.getLastModifiedTime(jar).toMillis());
		}
		List<Rule> known = LOADED.get(signature.toString());
		if (known != null) {
			return known;
		}
		List<Rule> rules = jars.isEmpty() ? List.of() : rulesOf(jars);
		LOADED.put(signature.toString(), rules);
		return rules;
	}

	private static List<Rule> rulesOf(List<Path> jars) throws IOException {
		URL[] urls = new URL[jars.size()];
		for (int i = 0; i < urls.length; i++) {
			try {
				urls[i] = jars.get(i).toUri().toURL();
			} catch (MalformedURLException e) {
				throw new IOException("cannot read " + jars.get(i) + ": " + e.getMessage(), e);
			}
		}
		// Left open: the rules' classes are loaded on use, as long as the catalogue lives.
		URLClassLoader loader = new URLClassLoader("dyno-rules", urls, RuleProvider.class.getClassLoader());
		List<Rule> rules = new ArrayList<>();
		try {
			for (RuleProvider provider : ServiceLoader.load(RuleProvider.class, loader)) {
				rules.addAll(provider.rules());
			}
		} catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
			throw new IOException("cannot load the rules of " + jars.get(0).getParent() + ": " + e.getMessage(), e);
		}
		return List.copyOf(rules);
	}
}
