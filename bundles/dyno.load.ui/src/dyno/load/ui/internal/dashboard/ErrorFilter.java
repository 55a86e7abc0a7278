package dyno.load.ui.internal.dashboard;

import java.io.IOException;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import dyno.load.JtlReader;
import dyno.load.JtlTail;
import dyno.load.LoadErrors;
import dyno.load.LoadTimeline;
import dyno.load.Sample;
import dyno.load.SampleSink;
import dyno.load.run.LoadRun;

/**
 * The timeline filtered to the error chosen in the Errors table: a {@link LoadTimeline} of only the samples that
 * {@link LoadErrors.Failure#matches} accepts, read from the run's JTL in a Job. A finished run's file is read once;
 * a live run's is followed with a {@link JtlTail} (what was written before the choice, then the rows of each
 * update), so the filtered series keeps up with the run. Choosing another error, or none, drops the one before.
 */
final class ErrorFilter {

	/**
	 * The chosen error and its failures over time.
	 *
	 * @param caughtUp whether the JTL was read up to where it ended (a live run's: when it was last read)
	 * @param problem  why its samples could not be read, null when they could
	 */
	record Focus(LoadErrors.Failure failure, LoadTimeline failures, boolean caughtUp, String problem) {
	}

	private final RunData run;
	private final Runnable changed;
	private volatile Reading reading;

	/**
	 * @param changed called on any thread when another error was chosen and when its samples were first read up to
	 *                the end of the file (a live run's later rows are drawn with the run's own updates)
	 */
	ErrorFilter(RunData run, Runnable changed) {
		this.run = run;
		this.changed = changed;
	}

	/** Filters to {@code failure}, or back to all samples for null. */
	void show(LoadErrors.Failure failure) {
		Reading before = reading;
		if (before != null) {
			before.drop();
		}
		reading = failure == null ? null : new Reading(failure);
		if (reading != null) {
			reading.schedule();
		}
		changed.run();
	}

	/** The chosen error and its samples read so far; null while all samples are shown. */
	Focus focus() {
		Reading r = reading;
		return r == null ? null : new Focus(r.failure, r.failures, r.caughtUp, r.problem);
	}

	/** A live run wrote more rows (or ended): the chosen error's are read too. Any thread. */
	void runUpdated() {
		Reading r = reading;
		if (r != null && !r.complete) {
			r.schedule(); // a Job scheduled while it runs runs once more afterwards: updates coalesce
		}
	}

	/** Stops reading: the dashboard closed. */
	void dispose() {
		Reading r = reading;
		reading = null;
		if (r != null) {
			r.drop();
		}
	}

	/** The samples of one error from the JTL; each run of the Job reads what was appended since the last. */
	private final class Reading extends Job {

		private final LoadErrors.Failure failure;
		private final LoadTimeline failures = new LoadTimeline();
		private final SampleSink matching = this::accept;
		private JtlTail tail;
		private volatile boolean dropped;
		private volatile boolean complete;
		private volatile boolean caughtUp;
		private volatile String problem;

		Reading(LoadErrors.Failure failure) {
			super("Finding the failures " + ErrorsTable.name(failure) + " in " + run.name());
			this.failure = failure;
			setSystem(true);
		}

		private void accept(Sample s) {
			if (dropped) {
				throw new OperationCanceledException(); // leaves a long read at once
			}
			if (failure.matches(s)) {
				failures.accept(s);
			}
		}

		void drop() {
			dropped = true;
			cancel();
		}

		@Override
		protected IStatus run(IProgressMonitor monitor) {
			if (complete || dropped) {
				return Status.OK_STATUS;
			}
			// Asked before reading: once the run is over, its JTL holds every row and one more read is the last.
			boolean over = !run.running();
			boolean first = !caughtUp;
			try {
				if (over && tail == null) {
					try (JtlReader reader = JtlReader.open(run.dir().resolve(LoadRun.JTL))) {
						reader.readAll(matching);
					}
				} else {
					if (tail == null) {
						tail = new JtlTail(run.dir().resolve(LoadRun.JTL), matching);
					}
					tail.poll();
				}
				caughtUp = true;
			} catch (OperationCanceledException e) {
				over = true;
			} catch (IOException e) {
				problem = e.getMessage();
				over = true;
			} finally {
				if (over) {
					complete = true;
					if (tail != null) {
						tail.close();
					}
				}
			}
			if (!dropped && (first || over)) {
				changed.run();
			}
			return Status.OK_STATUS;
		}
	}
}
