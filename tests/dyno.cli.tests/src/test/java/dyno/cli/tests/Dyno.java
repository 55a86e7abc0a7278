package dyno.cli.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs {@code ./dyno <args>} from the repository root and collects what it printed. */
final class Dyno {

	record Result(int exitCode, String out, String err) {
	}

	/** The repository root: where ./dyno is and under which releng/ writes the update site and product. */
	static final Path HOME = Path.of(System.getProperty("dyno.home", "../..")).toAbsolutePath().normalize();

	/**
	 * The CLI prints in the encoding of the user's locale (a POSIX locale gets '?' for a dash); these tests read
	 * its output as UTF-8 and compare dashes and arrows, so they give it a UTF-8 locale whatever the caller has.
	 */
	private static final Map<String, String> UTF8_LOCALE = Map.of("LC_ALL", "C.UTF-8");

	private Dyno() {
	}

	static Result run(String... args) throws IOException, InterruptedException {
		return runWith(Map.of(), args);
	}

	/** Runs {@code ./dyno <args>} with {@code environment} added to this JVM's (e.g. a store moved to a test's folder). */
	static Result runWith(Map<String, String> environment, String... args) throws IOException, InterruptedException {
		List<String> command = new ArrayList<>();
		command.add(HOME.resolve("dyno").toString());
		command.addAll(List.of(args));
		return run(command, HOME, environment);
	}

	/** Starts {@code ./dyno <args>} without waiting, for commands that run until stopped. */
	static Process start(String... args) throws IOException {
		return startWith(Map.of(), args);
	}

	/** Starts {@code ./dyno <args>} without waiting, with {@code environment} added to this JVM's. */
	static Process startWith(Map<String, String> environment, String... args) throws IOException {
		return startIn(HOME, environment, args);
	}

	/** Starts {@code ./dyno <args>} in {@code folder} (where it reads relative paths from) without waiting. */
	static Process startIn(Path folder, Map<String, String> environment, String... args) throws IOException {
		List<String> command = new ArrayList<>();
		command.add(HOME.resolve("dyno").toString());
		command.addAll(List.of(args));
		ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile());
		builder.environment().putAll(UTF8_LOCALE);
		builder.environment().putAll(environment);
		return builder.start();
	}

	/** The CLI application of the built product, started through its launcher jar with no JVM flags. */
	static Result runProductWithoutFlags(String... args) throws IOException, InterruptedException {
		Path product = HOME.resolve("releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno");
		Path launcher;
		try (var jars = Files.newDirectoryStream(product.resolve("plugins"),
				"org.eclipse.equinox.launcher_*.jar")) {
			launcher = jars.iterator().next();
		}
		List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-jar", launcher.toString(), "-nosplash", "-data", "@none", "-application", "dyno.cli.app"));
		command.addAll(List.of(args));
		return run(command, product, Map.of());
	}

	private static Result run(List<String> command, Path directory, Map<String, String> environment)
			throws IOException, InterruptedException {
		String args = String.join(" ", command);
		ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile());
		builder.environment().putAll(UTF8_LOCALE);
		builder.environment().putAll(environment);
		Process p = builder.start();
		CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
		String out = read(p.getInputStream());
		if (!p.waitFor(120, TimeUnit.SECONDS)) {
			p.destroyForcibly();
			throw new IllegalStateException(args + " did not end within 120 s");
		}
		return new Result(p.exitValue(), out, err.join());
	}

	static String read(java.io.InputStream in) {
		try (in) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			return "<unreadable: " + e + ">";
		}
	}
}
