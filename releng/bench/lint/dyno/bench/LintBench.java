package dyno.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.RuleCatalog;

/**
 * Lints one server profile over and over in one JVM and reports the median wall time of a whole lint (layout
 * detection, reading and parsing every file, every rule) once the JIT is warm.
 */
public final class LintBench {

	private LintBench() {
	}

	public static void main(String[] args) throws IOException {
		Path fixtures = null;
		Path home = null;
		String profile = "all";
		int runs = 30;
		Path out = null;
		for (int i = 0; i < args.length; i++) {
			switch (args[i]) {
			case "--fixtures" -> fixtures = Path.of(args[++i]);
			case "--profile" -> profile = args[++i];
			case "--runs" -> runs = Integer.parseInt(args[++i]);
			case "--out" -> out = Path.of(args[++i]);
			default -> home = Path.of(args[i]);
			}
		}
		if (home == null) {
			home = fixtures.resolve("jboss-as-5/5.1.0.GA");
		}
		int warmUp = 10;
		List<Double> millis = new ArrayList<>();
		LintReport report = null;
		for (int i = 0; i < warmUp + runs; i++) {
			long start = System.nanoTime();
			Server server = ServerLayout.detect(home, profile);
			report = Linter.lint(server, LiveFacts.none());
			double ms = (System.nanoTime() - start) / 1e6;
			if (i >= warmUp) {
				millis.add(ms);
			}
		}
		List<Double> sorted = millis.stream().sorted().toList();
		String result = String.format(Locale.ROOT,
				"lint %s (profile %s): %d files, %d rules, %d findings%n"
						+ "warm wall time of one lint over %d runs (after %d warm-up runs): median %.1f ms, min %.1f ms, max %.1f ms%n"
						+ "JDK %s, %d CPUs%n",
				home.getFileName(), profile, report.filesChecked(), RuleCatalog.standard().rules().size(),
				report.findings().size(), runs, warmUp, sorted.get(sorted.size() / 2), sorted.get(0),
				sorted.get(sorted.size() - 1), System.getProperty("java.version"),
				Runtime.getRuntime().availableProcessors());
		System.out.print(result);
		if (out != null) {
			Files.writeString(out, result);
		}
	}
}
