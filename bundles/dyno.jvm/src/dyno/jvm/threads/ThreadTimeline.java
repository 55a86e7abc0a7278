package dyno.jvm.threads;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each thread's states over time, as runs ("RUNNING from t1 to t2, then PARKED ..."), not one entry per sample:
 * a thread that stays in one state for hours costs one run. Memory is bounded whatever the run time: at most
 * {@code maxRuns} runs per thread (the oldest go first) and at most {@code maxEnded} threads that have ended
 * (the longest ended go first).
 * <p>
 * Written by one sampling thread, read by any (a view drawing off the UI thread): {@link #lanes()} is a
 * snapshot of the lanes, and each {@link Lane} hands out its runs under its own lock.
 */
public final class ThreadTimeline {

	/** Runs per thread by default: a thread changing state every second keeps some 17 minutes. */
	public static final int DEFAULT_MAX_RUNS = 1024;
	/** Ended threads kept by default. */
	public static final int DEFAULT_MAX_ENDED = 1000;

	/** Receives the runs of a lane, oldest first, without allocating per run. */
	@FunctionalInterface
	public interface RunVisitor {
		/** @param end exclusive; for the last run the time of the last sample that saw the thread */
		void run(long start, long end, ThreadState state);
	}

	private final int maxRuns;
	private final int maxEnded;
	/** By thread id; insertion order is first-seen order, which is the timeline's row order. */
	private final Map<Long, Lane> lanes = new LinkedHashMap<>();
	private int ended;

	public ThreadTimeline() {
		this(DEFAULT_MAX_RUNS, DEFAULT_MAX_ENDED);
	}

	public ThreadTimeline(int maxRuns, int maxEnded) {
		if (maxRuns < 1 || maxEnded < 0) {
			throw new IllegalArgumentException("maxRuns must be at least 1 and maxEnded not negative");
		}
		this.maxRuns = maxRuns;
		this.maxEnded = maxEnded;
	}

	/** Adds a detailed sample; counts-only samples leave the timeline as it is. */
	public synchronized void record(ThreadSample sample) {
		if (!sample.detailed()) {
			return;
		}
		long time = sample.time();
		for (ThreadInfoRow row : sample.threads()) {
			Lane lane = lanes.get(row.id());
			if (lane == null || lane.ended()) {
				if (lane != null) {
					ended--; // a reused id: a new thread
					lanes.remove(row.id());
				}
				lane = new Lane(row.id(), row.name(), row.daemon(), row.virtual(), maxRuns);
				lanes.put(row.id(), lane);
			}
			lane.add(time, row.state(), row.name());
		}
		for (Lane lane : lanes.values()) {
			if (!lane.ended() && lane.lastSeen() < time) {
				lane.end();
				ended++;
			}
		}
		if (ended > maxEnded) {
			dropOldestEnded();
		}
	}

	private void dropOldestEnded() {
		List<Lane> endedLanes = new ArrayList<>();
		for (Lane lane : lanes.values()) {
			if (lane.ended()) {
				endedLanes.add(lane);
			}
		}
		endedLanes.sort((a, b) -> Long.compare(a.lastSeen(), b.lastSeen()));
		for (Iterator<Lane> it = endedLanes.iterator(); it.hasNext() && ended > maxEnded;) {
			lanes.remove(it.next().id());
			ended--;
		}
	}

	/** Every thread seen and still kept, in the order first seen. */
	public synchronized List<Lane> lanes() {
		return new ArrayList<>(lanes.values());
	}

	public synchronized int size() {
		return lanes.size();
	}

	/** One thread's row of the timeline. */
	public static final class Lane {
		private final long id;
		private final boolean daemon;
		private final boolean virtual;
		private final int maxRuns;
		private String name;
		/** A ring of runs (start time, state ordinal); grows up to maxRuns, then overwrites the oldest. */
		private long[] starts = new long[8];
		private byte[] states = new byte[8];
		private int head;
		private int count;
		private long lastSeen;
		private boolean ended;

		Lane(long id, String name, boolean daemon, boolean virtual, int maxRuns) {
			this.id = id;
			this.name = name;
			this.daemon = daemon;
			this.virtual = virtual;
			this.maxRuns = maxRuns;
		}

		synchronized void add(long time, ThreadState state, String latestName) {
			name = latestName;
			lastSeen = time;
			if (count > 0 && states[slot(count - 1)] == state.ordinal()) {
				return; // the run goes on
			}
			if (count == starts.length && count < maxRuns) {
				grow();
			}
			if (count == starts.length) {
				head = (head + 1) % starts.length; // full: the oldest run goes
				count--;
			}
			int slot = slot(count++);
			starts[slot] = time;
			states[slot] = (byte) state.ordinal();
		}

		private void grow() {
			int size = Math.min(maxRuns, starts.length * 2);
			long[] s = new long[size];
			byte[] st = new byte[size];
			for (int i = 0; i < count; i++) {
				s[i] = starts[slot(i)];
				st[i] = states[slot(i)];
			}
			starts = s;
			states = st;
			head = 0;
		}

		private int slot(int i) {
			return (head + i) % starts.length;
		}

		synchronized void end() {
			ended = true;
		}

		public long id() {
			return id;
		}

		/** The thread's latest name (a thread may rename itself). */
		public synchronized String name() {
			return name;
		}

		/** The name, or {@code #id} for an unnamed thread (see {@link ThreadInfoRow#label()}). */
		public synchronized String label() {
			return name.isEmpty() ? "#" + id : name;
		}

		public boolean daemon() {
			return daemon;
		}

		/** A virtual thread's lane. */
		public boolean virtual() {
			return virtual;
		}

		/** Whether a later sample no longer had the thread: it has ended. */
		public synchronized boolean ended() {
			return ended;
		}

		/** Time of the last sample that saw the thread. */
		public synchronized long lastSeen() {
			return lastSeen;
		}

		/** Start of the oldest run kept. */
		public synchronized long firstKept() {
			return count == 0 ? lastSeen : starts[slot(0)];
		}

		/** Runs kept. */
		public synchronized int runs() {
			return count;
		}

		/** The latest state. */
		public synchronized ThreadState state() {
			return ThreadState.ofOrdinal(states[slot(count - 1)]);
		}

		/** The state at {@code time}, null when the lane has no run then. */
		public synchronized ThreadState stateAt(long time) {
			if (count == 0 || time < starts[slot(0)] || time > lastSeen) {
				return null;
			}
			int lo = 0;
			int hi = count - 1;
			while (lo < hi) { // the last run starting at or before time
				int mid = (lo + hi + 1) >>> 1;
				if (starts[slot(mid)] <= time) {
					lo = mid;
				} else {
					hi = mid - 1;
				}
			}
			return ThreadState.ofOrdinal(states[slot(lo)]);
		}

		/** Hands the runs that overlap {@code [from, to]} to {@code visitor}, oldest first. */
		public synchronized void forEachRun(long from, long to, RunVisitor visitor) {
			for (int i = 0; i < count; i++) {
				long start = starts[slot(i)];
				long end = i + 1 < count ? starts[slot(i + 1)] : lastSeen;
				if (end >= from && start <= to) {
					visitor.run(start, end, ThreadState.ofOrdinal(states[slot(i)]));
				}
			}
		}
	}
}
