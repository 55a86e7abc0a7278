package dyno.load;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Failed samples grouped the way a tester reads them: by label, response code and message, each group with its
 * count and the first and last time it was seen. The message is the sample's {@code failureMessage} (what an
 * assertion said) or, when there is none, its response message ("Bad request", "Non HTTP response message:
 * Connection refused"), as JMeter's own dashboard names its error types. A run whose
 * messages carry variable parts (ids, URLs) could make a group per failure: beyond {@value #MAX_GROUPS} groups,
 * further new messages of a label and code are counted in one group whose message is {@link #OTHER_MESSAGES}, so
 * memory stays bounded on any run. Thread-safe.
 */
public final class LoadErrors implements SampleSink {

	/** Distinct (label, code, message) groups kept before new messages are folded together. */
	static final int MAX_GROUPS = 10_000;
	/** Longer messages are cut (JMeter's assertion messages can carry whole response bodies). */
	static final int MAX_MESSAGE = 300;
	/** The message of the group that holds the messages beyond {@link #MAX_GROUPS}. */
	public static final String OTHER_MESSAGES = "(other messages)";

	/**
	 * One kind of failure.
	 *
	 * @param count     failed samples (JMeter's ErrorCount for rows that stand for several samples)
	 * @param firstSeen start of the first such sample, epoch ms
	 * @param lastSeen  start of the last such sample, epoch ms
	 */
	public record Failure(String label, String responseCode, String message, long count, long firstSeen,
			long lastSeen) {

		/** This group's share of {@code samples} (all failed samples, or all samples), 0..1; 0 of none. */
		public double shareOf(long samples) {
			return samples == 0 ? 0 : (double) count / samples;
		}

		/** Whether a sample is one of this group's failures (to filter a timeline to this error). */
		public boolean matches(Sample s) {
			if (s.errorCount() == 0 || !label.equals(s.label()) || !responseCode.equals(s.responseCode())) {
				return false;
			}
			// A folded group stands for every message not kept in a group of its own: the caller cannot tell
			// which those were without the grouping, so the folded group matches any message of its label and code.
			return message.equals(OTHER_MESSAGES) || message.equals(messageOf(s));
		}
	}

	private record Key(String label, String code, String message) {
	}

	private static final class Tally {
		long count;
		long first = Long.MAX_VALUE;
		long last = Long.MIN_VALUE;
	}

	private final Map<Key, Tally> groups = new HashMap<>();
	private long samples;
	private long failed;

	@Override
	public synchronized void accept(Sample s) {
		samples += Math.max(s.sampleCount(), 0);
		int errors = s.errorCount();
		if (errors <= 0) {
			return;
		}
		failed += errors;
		add(new Key(s.label(), s.responseCode(), messageOf(s)), errors, s.start(), s.start());
	}

	/** Adds the groups of another part of the same run (files read in parts, on several threads). */
	public void addAll(LoadErrors part) {
		List<Failure> theirs;
		long theirSamples;
		long theirFailed;
		synchronized (part) {
			theirs = part.failures();
			theirSamples = part.samples;
			theirFailed = part.failed;
		}
		synchronized (this) {
			samples += theirSamples;
			failed += theirFailed;
			for (Failure f : theirs) {
				add(new Key(f.label, f.responseCode, f.message), f.count, f.firstSeen, f.lastSeen);
			}
		}
	}

	private void add(Key key, long count, long first, long last) {
		Tally t = groups.get(key);
		if (t == null) {
			if (groups.size() >= MAX_GROUPS) {
				key = new Key(key.label, key.code, OTHER_MESSAGES);
				t = groups.get(key);
			}
			if (t == null) {
				t = new Tally();
				groups.put(key, t);
			}
		}
		t.count += count;
		t.first = Math.min(t.first, first);
		t.last = Math.max(t.last, last);
	}

	/** Every group, most frequent first (ties: label, code, message). */
	public synchronized List<Failure> failures() {
		List<Failure> out = new ArrayList<>(groups.size());
		groups.forEach((k, t) -> out.add(new Failure(k.label, k.code, k.message, t.count, t.first, t.last)));
		out.sort(Comparator.comparingLong(Failure::count).reversed().thenComparing(Failure::label)
				.thenComparing(Failure::responseCode).thenComparing(Failure::message));
		return out;
	}

	/** The {@code n} most frequent groups. */
	public List<Failure> top(int n) {
		List<Failure> all = failures();
		return all.subList(0, Math.min(n, all.size()));
	}

	/** Samples seen, failed or not. */
	public synchronized long samples() {
		return samples;
	}

	/** Failed samples seen. */
	public synchronized long failed() {
		return failed;
	}

	static String messageOf(Sample s) {
		String m = s.failureMessage().isBlank() ? s.responseMessage().strip() : s.failureMessage().strip();
		int lineEnd = m.indexOf('\n');
		if (lineEnd >= 0) {
			m = m.substring(0, lineEnd).strip() + " …";
		}
		return m.length() > MAX_MESSAGE ? m.substring(0, MAX_MESSAGE) + " …" : m;
	}
}
