package dyno.cli.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs {@code ./dyno <args>} from the repository root and collects what it printed. */
final class Dyno {

	record Result(int exitCode, String out, String err) {
	}

	private Dyno() {
	}

	static Result run(String... args) throws IOException, InterruptedException {
		Path home = Path.of(System.getProperty("dyno.home", "../..")).toAbsolutePath().normalize();
		List<String> command = new ArrayList<>();
		command.add(home.resolve("dyno").toString());
		command.addAll(List.of(args));
		Process p = new ProcessBuilder(command).directory(home.toFile()).start();
		CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
		String out = read(p.getInputStream());
		if (!p.waitFor(120, TimeUnit.SECONDS)) {
			p.destroyForcibly();
			throw new IllegalStateException("./dyno " + String.join(" ", args) + " did not end within 120 s");
		}
		return new Result(p.exitValue(), out, err.join());
	}

	private static String read(java.io.InputStream in) {
		try (in) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		} catch (IOException e) {
			return "<unreadable: " + e + ">";
		}
	}
}
