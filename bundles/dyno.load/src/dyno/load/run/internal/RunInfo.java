package dyno.load.run.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dyno.core.JsonText;
import dyno.load.LoadWarning;
import dyno.core.JsonReader;
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

	public RunInfo {
		properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
		engines = List.copyOf(engines);
		jvms = Collections.unmodifiableMap(new LinkedHashMap<>(jvms));
		warnings = List.copyOf(warnings);
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
		Files.writeString(tmp, toJson(), StandardCharsets.UTF_8);
		Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	String toJson() {
		StringBuilder b = new StringBuilder("{\n");
		b.append("  \"plan\": ").append(JsonText.string(plan)).append(",\n");
		b.append("  \"properties\": ").append(object(properties)).append(",\n");
		b.append("  \"propertiesFile\": ").append(JsonText.string(propertiesFile)).append(",\n");
		b.append("  \"engines\": [");
		for (int i = 0; i < engines.size(); i++) {
			b.append(i == 0 ? "" : ", ").append(JsonText.string(engines.get(i)));
		}
		b.append("],\n");
		b.append("  \"watched\": ").append(JsonText.string(watched)).append(",\n");
		b.append("  \"jmeterVersion\": ").append(JsonText.string(jmeterVersion)).append(",\n");
		b.append("  \"javaHome\": ").append(JsonText.string(javaHome)).append(",\n");
		b.append("  \"jmeterPid\": ").append(jmeterPid).append(",\n");
		b.append("  \"started\": ").append(started).append(",\n");
		b.append("  \"ended\": ").append(ended).append(",\n");
		b.append("  \"outcome\": ").append(JsonText.string(outcome.name())).append(",\n");
		b.append("  \"jvms\": ").append(object(jvms)).append(",\n");
		b.append("  \"warnings\": [");
		for (int i = 0; i < warnings.size(); i++) {
			LoadWarning w = warnings.get(i);
			b.append(i == 0 ? "\n    " : ",\n    ").append("{\"severity\": ").append(JsonText.string(w.severity().name()))
					.append(", \"id\": ").append(JsonText.string(w.id())).append(", \"message\": ")
					.append(JsonText.string(w.message())).append('}');
		}
		return b.append(warnings.isEmpty() ? "]\n}\n" : "\n  ]\n}\n").toString();
	}

	private static String object(Map<String, String> map) {
		StringBuilder b = new StringBuilder("{");
		map.forEach((k, v) -> b.append(b.length() == 1 ? "" : ", ").append(JsonText.string(k)).append(": ")
				.append(JsonText.string(v)));
		return b.append('}').toString();
	}

	/** @throws IOException naming the file and what is wrong in it */
	public static RunInfo read(Path file) throws IOException {
		String text = Files.readString(file, StandardCharsets.UTF_8);
		try {
			if (!(JsonReader.parse(text) instanceof Map<?, ?> m)) {
				throw new IllegalArgumentException("not a JSON object");
			}
			List<LoadWarning> warnings = new ArrayList<>();
			for (Object o : list(m.get("warnings"))) {
				Map<?, ?> w = (Map<?, ?>) o;
				warnings.add(new LoadWarning(LoadWarning.Severity.valueOf((String) w.get("severity")), (String) w.get("id"),
						(String) w.get("message")));
			}
			return new RunInfo(required(m, "plan"), strings(m.get("properties")), (String) m.get("propertiesFile"),
					list(m.get("engines")).stream().map(String::valueOf).toList(), (String) m.get("watched"),
					(String) m.get("jmeterVersion"), (String) m.get("javaHome"), number(m.get("jmeterPid")),
					number(m.get("started")), number(m.get("ended")), Outcome.valueOf(required(m, "outcome")),
					strings(m.get("jvms")), warnings);
		} catch (IllegalArgumentException | ClassCastException | NullPointerException e) {
			throw new IOException(file + " is not a valid run description: " + e.getMessage(), e);
		}
	}

	private static String required(Map<?, ?> m, String key) {
		Object v = m.get(key);
		if (!(v instanceof String s)) {
			throw new IllegalArgumentException("\"" + key + "\" is missing");
		}
		return s;
	}

	private static long number(Object v) {
		return v instanceof Number n ? n.longValue() : 0;
	}

	private static List<?> list(Object v) {
		return v instanceof List<?> l ? l : List.of();
	}

	private static Map<String, String> strings(Object v) {
		Map<String, String> out = new LinkedHashMap<>();
		if (v instanceof Map<?, ?> m) {
			m.forEach((k, val) -> out.put(String.valueOf(k), String.valueOf(val)));
		}
		return out;
	}
}
