package dyno.load.ui.internal.dashboard;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dyno.load.AggregateTable;
import dyno.load.LoadErrors;
import dyno.load.LoadTimeline;
import dyno.load.LoadWarning;
import dyno.load.jmeter.ThreadSchedule;

/** What a Load Dashboard shows, the same for a run going on now and for one reopened from its folder. */
interface RunData {

	String name();

	/** The run folder. */
	Path dir();

	/** One line: running or how it ended, how long, how many samples. */
	String state();

	boolean running();

	/** A consistent snapshot of the Aggregate Report; cheap enough to call a few times a second. */
	AggregateTable table();

	LoadTimeline timeline();

	/** The failed samples so far by label, response code and message (a live run's grow). */
	LoadErrors errors();

	/** Epoch ms where the time axis starts: the run's start. */
	long started();

	/** Epoch ms where the time axis ends: now while running, else the run's end. */
	long axisEnd();

	/** What the plan's thread groups planned over time (threads, arrivals), empty when none is known. */
	List<ThreadSchedule> schedules();

	/** The watched JVM's series, empty when the run watched none. */
	Optional<JvmCurves> watched();

	List<String> warnings();

	/** Calls {@code update} (on a background thread) whenever new samples arrived, and once when the run ended. */
	void onUpdate(Runnable update);

	void removeUpdate(Runnable update);

	/** Stops a running run gracefully; nothing for a finished one. Returns at once. */
	void stop();
}
