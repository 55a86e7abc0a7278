package dyno.load.run.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import dyno.jvm.Target;
import dyno.load.AggregateTable;
import dyno.load.LoadWarning;
import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.JMeterProcess.Outcome;
import dyno.load.jmeter.JmxPlan;
import dyno.load.jmeter.LoadLaunch;

/**
 * Writes one run folder as the run goes: {@code run.json} at once and whenever it changes, the console line by
 * line, the JVM traces sample by sample, and at the end {@code summary.json} and the outcome.
 */
public final class RunRecorder {

	public static final String RUN_JSON = "run.json", CONSOLE = "console.txt", SUMMARY = "summary.json";

	private final Path dir;
	private final ConsoleFile console;
	private final List<JvmCsv> traces = new CopyOnWriteArrayList<>();
	private RunInfo info;

	private RunRecorder(Path dir, RunInfo info) throws IOException {
		this.dir = dir;
		this.info = info;
		info.write(dir.resolve(RUN_JSON));
		console = new ConsoleFile(dir.resolve(CONSOLE));
	}

	/** A new run folder under {@code runsRoot} for {@code plan}, marked RUNNING. */
	public static RunRecorder create(Path runsRoot, JmxPlan plan, LoadLaunch launch, Optional<Target> watched,
			JMeterHome home) throws IOException {
		long started = System.currentTimeMillis();
		Path dir = RunFolder.create(runsRoot, plan.path(), started);
		return new RunRecorder(dir, new RunInfo(plan.path().toString(), launch.properties(),
				launch.propertiesFile().map(Path::toString).orElse(null), launch.remoteEngines(),
				watched.map(Target::label).orElse(null), home.version(), launch.javaHome().toString(), 0, started, 0,
				Outcome.RUNNING, Map.of(), List.of()));
	}

	public Path dir() {
		return dir;
	}

	public synchronized RunInfo info() {
		return info;
	}

	/** A console line into {@code console.txt}. */
	public void console(String line) {
		console.accept(line);
	}

	public void process(long pid) throws IOException {
		update(info().withProcess(pid));
	}

	/** A new {@code jvm-<role>.csv} for the JVM labelled {@code label}. */
	public JvmCsv trace(String role, String label) throws IOException {
		JvmCsv csv = new JvmCsv(dir.resolve(JvmCsv.PREFIX + role + JvmCsv.SUFFIX));
		traces.add(csv);
		update(info().withJvm(role, label));
		return csv;
	}

	/** The end of a run: summary, outcome and warnings saved, every file closed. */
	public void finish(AggregateTable summary, Outcome outcome, List<LoadWarning> warnings) throws IOException {
		closeTraces();
		try {
			Path file = dir.resolve(SUMMARY);
			Path tmp = file.resolveSibling(SUMMARY + ".tmp");
			Files.writeString(tmp, summary.toJson(), StandardCharsets.UTF_8);
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			update(info().ended(System.currentTimeMillis(), outcome, warnings));
		} finally {
			console.close();
		}
	}

	/** A run that never got going: the cause in the console, FAILED_TO_START in run.json. */
	public void failed(String cause) throws IOException {
		console.accept("dyno: " + cause);
		closeTraces();
		console.close();
		update(info().ended(System.currentTimeMillis(), Outcome.FAILED_TO_START, List.of()));
	}

	private void closeTraces() {
		for (JvmCsv csv : traces) {
			try {
				csv.close();
			} catch (IOException e) {
				// The rows so far are flushed already.
			}
		}
	}

	private synchronized void update(RunInfo next) throws IOException {
		info = next;
		next.write(dir.resolve(RUN_JSON));
	}
}
