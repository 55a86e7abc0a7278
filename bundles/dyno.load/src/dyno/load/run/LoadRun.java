package dyno.load.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.load.AggregateTable;
import dyno.load.jmeter.JMeterProcess;

/**
 * A run folder under a runs root: {@code run.json} (plan, properties, engines, watched target label, started,
 * ended, outcome), the effective plan, {@code results.jtl}, {@code jmeter.log}, {@code console.txt},
 * {@code jvm-<role>.csv} (epoch ms + {@link dyno.jvm.Metric} columns) and {@code summary.json}
 * ({@link AggregateTable#toJson()}). Everything is written as it happens: a crash leaves a readable run.
 */
public final class LoadRun {

	public static final String RUN_JSON = "run.json", JTL = "results.jtl", EFFECTIVE_PLAN = "plan.jmx",
			JMETER_LOG = "jmeter.log", CONSOLE = "console.txt", SUMMARY = "summary.json";

	private LoadRun() {
	}

	/** Reads the run in {@code dir}; the message names what is missing or malformed. */
	public static LoadRun open(Path dir) throws IOException {
		throw new UnsupportedOperationException();
	}

	/** The runs under {@code runsRoot}, newest first; folders that are not runs are skipped. */
	public static List<LoadRun> list(Path runsRoot) throws IOException {
		throw new UnsupportedOperationException();
	}

	public Path dir() {
		throw new UnsupportedOperationException();
	}

	public Path jtl() {
		throw new UnsupportedOperationException();
	}

	/** The folder name, e.g. {@code 20261123-170512-checkout}. */
	public String name() {
		throw new UnsupportedOperationException();
	}

	/** Epoch ms. */
	public long started() {
		throw new UnsupportedOperationException();
	}

	/** Epoch ms; 0 while running (or when the run never ended cleanly: see {@link #outcome()}). */
	public long ended() {
		throw new UnsupportedOperationException();
	}

	/** RUNNING for a run still going or one whose Dyno died: a run folder without an end is reported ABORTED. */
	public JMeterProcess.Outcome outcome() {
		throw new UnsupportedOperationException();
	}

	/** The plan as the user gave it. */
	public Path plan() {
		throw new UnsupportedOperationException();
	}

	/** The {@code -J} properties of the launch. */
	public Map<String, String> properties() {
		throw new UnsupportedOperationException();
	}

	/** {@code host:port} of the remote engines, empty for a local run. */
	public List<String> engines() {
		throw new UnsupportedOperationException();
	}

	/** The label of the watched target, empty when none was watched. */
	public Optional<String> watchedLabel() {
		throw new UnsupportedOperationException();
	}

	public Optional<AggregateTable> summary() {
		throw new UnsupportedOperationException();
	}

	/** The Aggregate Report recomputed from the JTL with other percentiles. */
	public AggregateTable recompute(double... percentiles) throws IOException {
		throw new UnsupportedOperationException();
	}

	/** Role ({@code "target"}, {@code "jmeter"}) to its samples. */
	public Map<String, JvmTrace> jvmTraces() throws IOException {
		throw new UnsupportedOperationException();
	}
}
