package dyno.load.run.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.analysis.Faces;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterProcess.Outcome;

/**
 * The contents of a run's {@code run.json}: what was launched, when, by which JMeter, what was watched, how it
 * ended, and the warnings of its end. Rewritten atomically whenever one of these changes.
 *
 * @param jvms     role ("target", "jmeter") to the label of the JVM sampled into {@code jvm-<role>.csv}
 * @param jmeterPid 0 before JMeter started
 */
public record RunInfo(String plan, Map<String, String> properties, String propertiesFile, List<String> engines,
		String watched, String jmeterVersion, String javaHome, long jmeterPid, long started, long ended, Outcome outcome,
		Map<String, String> jvms, List<LoadWarning> warnings) {

	/** Maps and lists an older run.json lacks (null when Gson reads it) are empty. */
	public RunInfo {
		properties = Collections.unmodifiableMap(properties == null ? Map.of() : new LinkedHashMap<>(properties));
		engines = engines == null ? List.of() : List.copyOf(engines);
		jvms = Collections.unmodifiableMap(jvms == null ? Map.of() : new LinkedHashMap<>(jvms));
		warnings = warnings == null ? List.of() : List.copyOf(warnings);
	}

	public RunInfo withProcess(long pid) {
		return new RunInfo(plan, properties, propertiesFile, engines, watched, jmeterVersion, javaHome, pid, started, ended,
				outcome, jvms, warnings);
	}

	public RunInfo withJvm(String role, String label) {
		Map<String, String> more = new LinkedHashMap<>(jvms);
		more.put(role, label);
		return new RunInfo(plan, properties, propertiesFile, engines, watched, jmeterVersion, javaHome, jmeterPid, started,
				ended, outcome, more, warnings);
	}

	public RunInfo ended(long time, Outcome how, List<LoadWarning> finalWarnings) {
		return new RunInfo(plan, properties, propertiesFile, engines, watched, jmeterVersion, javaHome, jmeterPid, started,
				time, how, jvms, finalWarnings);
	}

	public void write(Path file) throws IOException {
		Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
		Files.writeString(tmp, Faces.json(this), StandardCharsets.UTF_8);
		Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	/**
	 * Reads a {@code run.json}, also one written before Dyno wrote it with Gson (the same fields, which older runs
	 * may lack: those read as none).
	 *
	 * @throws IOException naming the file and what is wrong in it
	 */
	public static RunInfo read(Path file) throws IOException {
		String text = Files.readString(file, StandardCharsets.UTF_8);
		try {
			RunInfo info = Faces.fromJson(text, RunInfo.class);
			required(info.plan, "plan");
			required(info.outcome, "outcome");
			return info;
		} catch (IllegalArgumentException e) {
			throw new IOException(file + " is not a valid run description: " + e.getMessage(), e);
		}
	}

	private static void required(Object value, String key) {
		if (value == null) {
			throw new IllegalArgumentException("\"" + key + "\" is missing");
		}
	}
}
