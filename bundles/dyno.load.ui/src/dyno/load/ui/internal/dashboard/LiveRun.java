package dyno.load.ui.internal.dashboard;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import dyno.load.AggregateTable;
import dyno.load.LoadErrors;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.gate.Gate;
import dyno.load.gate.ThresholdRule;
import dyno.load.jmeter.ThreadSchedule;
import dyno.load.run.LoadRun;
import dyno.load.run.LoadSession;
import dyno.load.ui.internal.launch.GracefulStop;

/**
 * A run going on now: its session's statistics, timeline and watched connection, updated after each poll; once it
 * ended, the verdict of the CI gate's rules on its Aggregate Report (in the state line, broken rules as warnings).
 */
final class LiveRun implements RunData {

	private final LoadSession session;
	private final List<Runnable> updates = new CopyOnWriteArrayList<>();
	private final long started = System.currentTimeMillis();
	private final List<ThreadSchedule> schedules;
	private final List<ThresholdRule> gate;
	/**
	 * Epoch ms the run ended, 0 while it runs: the finished run's end, or when Dyno saw it end if it has none (it
	 * failed). {@link LoadSession#run()} stays the run as it started, without an end.
	 */
	private volatile long ended;

	LiveRun(LoadSession session, List<ThresholdRule> gate) {
		this.session = session;
		schedules = session.run().schedules();
		this.gate = List.copyOf(gate);
		session.addListener(this::updated);
		session.finished().whenComplete((run, failure) -> {
			ended = run != null && run.ended() > 0 ? run.ended() : System.currentTimeMillis();
			updated();
		});
	}

	private void updated() {
		updates.forEach(Runnable::run);
	}

	@Override
	public String name() {
		return session.run().name();
	}

	@Override
	public Path dir() {
		return session.run().dir();
	}

	@Override
	public boolean running() {
		return !session.finished().isDone();
	}

	@Override
	public String state() {
		long samples = session.stats().count();
		if (running()) {
			return "Running for " + Durations.text(System.currentTimeMillis() - started()) + " — " + samples + " samples"
					+ session.watched().map(c -> " — watching " + c.target().label() + " (" + c.state().name().toLowerCase() + ")").orElse("");
		}
		LoadRun run = session.finished().getNow(session.run());
		// The verdict first: the line is cut at the dashboard's width, and the run folder at its end is long.
		return verdict().map(g -> g.fails() ? "Gate broken (" + g.broken().size() + " of " + g.checks().size() + " checks) — "
				: "Gate passed (" + g.checks().size() + " checks) — ").orElse("") + SavedRun.ended(run, samples);
	}

	/** The gate's verdict once the run ended, empty while it runs or without rules. */
	private Optional<Gate> verdict() {
		return gate.isEmpty() || running() ? Optional.empty() : Optional.of(Gate.evaluate(gate, table()));
	}

	@Override
	public AggregateTable table() {
		return session.stats().table();
	}

	@Override
	public LoadTimeline timeline() {
		return session.timeline();
	}

	@Override
	public LoadErrors errors() {
		return session.errors();
	}

	@Override
	public long started() {
		long s = session.run().started();
		return s > 0 ? s : started;
	}

	@Override
	public long axisEnd() {
		long end = ended;
		return end > 0 ? end : System.currentTimeMillis();
	}

	@Override
	public List<ThreadSchedule> schedules() {
		return schedules;
	}

	@Override
	public Optional<JvmCurves> watched() {
		return session.watched().map(c -> new JvmCurves(c.target().label(), m -> c.history().series(m).since(started())));
	}

	@Override
	public List<String> warnings() {
		List<String> out = new ArrayList<>(session.warnings().stream().map(LoadWarning::message).toList());
		verdict().ifPresent(g -> g.broken().forEach(c -> out.add("Gate rule " + c.rule() + " broken: " + c.verdict())));
		return out;
	}

	@Override
	public void onUpdate(Runnable update) {
		updates.add(update);
	}

	@Override
	public void removeUpdate(Runnable update) {
		updates.remove(update);
	}

	@Override
	public void stop() {
		GracefulStop.inBackground(session, name());
	}
}
