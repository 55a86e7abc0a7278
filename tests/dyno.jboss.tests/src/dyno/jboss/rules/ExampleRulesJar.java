package dyno.jboss.rules;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Builds the example organisation rule of {@code tests/dyno.jboss.tests/rules-example} into a jar, as an
 * organisation would: its source compiled against the dyno.jboss bundle, its class and its
 * {@code META-INF/services} entry in one jar. The source is outside this fragment's source folder, so the rule's
 * class is found only in the jar.
 */
final class ExampleRulesJar {

	/** The example's rule id. */
	static final String RULE = "example.jvm.heap_at_least_1g";

	private ExampleRulesJar() {
	}

	/** The repository folder, found upwards from the working folder (the module's, or its target/work). */
	static Path repository() {
		for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
			if (Files.isDirectory(p.resolve("bundles/dyno.jboss")) && Files.isDirectory(p.resolve("tests"))) {
				return p;
			}
		}
		throw new IllegalStateException("no repository above " + Path.of("").toAbsolutePath());
	}

	/** Compiles the example into {@code folder}/example-rules.jar and returns the jar. */
	static Path build(Path folder) throws IOException {
		Path example = repository().resolve("tests/dyno.jboss.tests/rules-example");
		Path classes = Files.createDirectories(folder.resolve("example-classes"));
		List<String> sources;
		try (Stream<Path> files = Files.walk(example.resolve("src"))) {
			sources = files.filter(p -> p.toString().endsWith(".java")).map(Path::toString).toList();
		}
		JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
		List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", classPath(), "--release", "21",
				"-proc:none"));
		args.addAll(sources);
		if (javac.run(null, null, System.err, args.toArray(String[]::new)) != 0) {
			throw new IOException("the example rules do not compile (see the test's standard error)");
		}
		Path jar = Files.createDirectories(folder).resolve("example-rules.jar");
		try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
			add(out, classes, classes);
			add(out, example, example.resolve("META-INF"));
		}
		return jar;
	}

	/** The jars or class folders of dyno.jboss, dyno.core and EMF as this test's framework loaded them. */
	private static String classPath() {
		List<String> entries = new ArrayList<>();
		for (Class<?> c : List.of(Rule.class, dyno.core.analysis.Analysis.class, org.eclipse.emf.ecore.EObject.class,
				org.eclipse.emf.common.util.URI.class)) {
			CodeSource source = c.getProtectionDomain().getCodeSource();
			try {
				Path p = Path.of(source.getLocation().toURI());
				entries.add(p.toString());
			} catch (URISyntaxException | RuntimeException e) {
				// An OSGi framework that hides the location: the reactor's build output of dyno.jboss will do.
			}
		}
		entries.add(repository().resolve("bundles/dyno.jboss/target/classes").toString());
		return String.join(java.io.File.pathSeparator, entries);
	}

	private static void add(JarOutputStream out, Path base, Path tree) throws IOException {
		List<Path> files;
		try (Stream<Path> walk = Files.walk(tree)) {
			files = walk.filter(Files::isRegularFile).sorted().toList();
		}
		for (Path f : files) {
			out.putNextEntry(new JarEntry(base.relativize(f).toString().replace('\\', '/')));
			Files.copy(f, out);
			out.closeEntry();
		}
	}
}
