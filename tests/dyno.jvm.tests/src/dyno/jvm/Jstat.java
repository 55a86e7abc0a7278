package dyno.jvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the JDK's real {@code jstat -gc} on a JVM and reads its one row by column name. */
final class Jstat {

	private Jstat() {
	}

	/** Column name → value as printed ("-" where jstat has no data); the jstat of {@code javaHome}. */
	static Map<String, String> gc(Path javaHome, long pid) throws IOException, InterruptedException {
		Process p = new ProcessBuilder(javaHome.resolve("bin/jstat").toString(), "-gc", Long.toString(pid))
				.redirectErrorStream(true).start();
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
			throw new IOException("jstat -gc " + pid + " failed: " + out);
		}
		List<String> lines = out.lines().filter(l -> !l.isBlank()).toList();
		String[] header = lines.get(0).trim().split("\\s+");
		String[] values = lines.get(1).trim().split("\\s+");
		Map<String, String> row = new LinkedHashMap<>();
		for (int i = 0; i < header.length; i++) {
			row.put(header[i], values[i]);
		}
		return row;
	}
}
