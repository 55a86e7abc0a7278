package dyno.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

import dyno.load.internal.LabelCache;
import dyno.load.internal.SparseCounts;
import dyno.load.internal.TableText;

/**
 * A whole run over time for its report, per label and in total: exact response-time percentiles, throughput,
 * errors, response codes, active threads, latency and connect time per time bucket. A sample falls in the bucket of
 * its end, as in {@link LoadTimeline}. The bucket width follows the run's length: it starts at
 * {@value #FIRST_WIDTH} ms and, whenever the run spans more than {@value #MAX_POINTS} buckets, grows to the next
 * step of {@link #WIDTHS} (each a multiple of the one before, so buckets merge exactly); a given width stays unless
 * the run spans more than {@value #MAX_FIXED_POINTS} of them. Memory depends on the number of buckets and the distinct
 * response times in each, never on the row count: beyond {@value #MAX_SLOTS} count slots the width grows too.
 * Labels beyond the first {@value #MAX_LABELS} are counted in the totals only; response codes beyond the first
 * {@value #MAX_CODES} are counted as {@link #OTHER_CODES}. Parts read on several threads are added up with
 * {@link #addAll}. Not thread-safe: one per reading thread.
 */
public final class RunTimeline implements SampleSink {

	/** The steps of the automatic width, in ms: round durations, each a multiple of the one before. */
	static final long[] WIDTHS = { 1_000, 2_000, 10_000, 20_000, 60_000, 120_000, 600_000, 1_200_000,
			3_600_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000 };
	static final long FIRST_WIDTH = 1_000;
	/** Points of a chart at most with the automatic width (between a fifth of it and it). */
	public static final int MAX_POINTS = 300;
	static final int MAX_FIXED_POINTS = 20_000;
	/** Count slots of all buckets together (8 bytes each: 32 MB). */
	static final long MAX_SLOTS = 1 << 22;
	static final int MAX_LABELS = 50;
	static final int MAX_CODES = 20;
	public static final String OTHER_CODES = "other";

	private final boolean automatic;
	private long width;
	private final TreeMap<Long, Bucket> buckets = new TreeMap<>();
	/** Labels with series of their own, in first-seen order; the value is the label's index in a bucket. */
	private final Map<String, Integer> labels = new LinkedHashMap<>();
	private final Map<String, Integer> codes = new LinkedHashMap<>();
	private long slots;
	private long lastKey = Long.MIN_VALUE;
	private Bucket lastBucket;
	/** Per label index, its bucket that came last (what a new one of the label is sized after). */
	private final LabelBucket[] lastOfLabel = new LabelBucket[MAX_LABELS + 1];
	private final LabelCache<Integer> labelIndexes = new LabelCache<>();
	private String lastCode;
	private int lastCodeIndex;

	private static final class Bucket {
		long count;
		long errors;
		int maxThreads = -1;
		long latencySum;
		long latencyCount;
		long connectSum;
		long connectCount;
		/** Per label index; the last, {@link #MAX_LABELS}, holds the labels without series of their own. */
		LabelBucket[] labels = new LabelBucket[0];
		long[] codes = new long[0];

		LabelBucket label(int i) {
			return label(i, 0);
		}

		/** @param slots the count slots to start with when the label is new here */
		LabelBucket label(int i, int slots) {
			if (i >= labels.length) {
				labels = Arrays.copyOf(labels, i + 1);
			}
			if (labels[i] == null) {
				labels[i] = new LabelBucket(slots);
			}
			return labels[i];
		}

		void code(int i, long n) {
			if (i >= codes.length) {
				codes = Arrays.copyOf(codes, i + 1);
			}
			codes[i] += n;
		}

		long slots() {
			long n = 0;
			for (LabelBucket l : labels) {
				n += l == null ? 0 : l.times.slots();
			}
			return n;
		}
	}

	private static final class LabelBucket {
		long count;
		long errors;
		final SparseCounts times;

		LabelBucket(int slots) {
			times = new SparseCounts(slots);
		}
	}

	/** A timeline whose width follows the run's length. */
	public RunTimeline() {
		this(0);
	}

	/** @param widthMs the bucket width in ms; 0 for one that follows the run's length */
	public RunTimeline(long widthMs) {
		if (widthMs < 0) {
			throw new IllegalArgumentException("the bucket width must be 0 (automatic) or more, was " + widthMs);
		}
		automatic = widthMs == 0;
		width = automatic ? FIRST_WIDTH : widthMs;
	}

	/**
	 * A timeline whose width follows the run's length, starting at the width a run of {@code spanMs} needs: the
	 * results of a long run are not first counted in narrow buckets that are merged again at each step. It still
	 * grows wider if the run turns out longer.
	 */
	public static RunTimeline expecting(long spanMs) {
		RunTimeline t = new RunTimeline(0);
		while (spanMs / t.width + 1 > MAX_POINTS) {
			t.width = nextWidth(t.width);
		}
		return t;
	}

	@Override
	public void accept(Sample s) {
		long key = Math.floorDiv(s.end(), width) * width;
		Bucket b;
		if (key == lastKey) {
			b = lastBucket;
		} else {
			b = buckets.get(key);
			if (b == null) {
				b = new Bucket();
				buckets.put(key, b);
				if (spans() > (automatic ? MAX_POINTS : MAX_FIXED_POINTS)) {
					coarsen(nextWidth(width));
					coarsenWhileTooMany();
					accept(s); // into the wider bucket
					return;
				}
			}
			lastKey = key;
			lastBucket = b;
		}
		int n = Math.max(s.sampleCount(), 0);
		int elapsed = n > 1 ? s.elapsed() / n : s.elapsed();
		int errors = s.errorCount();
		b.count += n;
		b.errors += errors;
		b.maxThreads = Math.max(b.maxThreads, s.allThreads());
		if (s.latency() >= 0) {
			b.latencySum += (long) s.latency() * n;
			b.latencyCount += n;
		}
		if (s.connect() >= 0) {
			b.connectSum += (long) s.connect() * n;
			b.connectCount += n;
		}
		int label = labelIndex(s.label());
		LabelBucket l = label < b.labels.length ? b.labels[label] : null;
		if (l == null) {
			// The label's next bucket mostly holds as many distinct times as its last: sized so from the start,
			// its table is not doubled from the smallest size up again in every bucket.
			LabelBucket last = lastOfLabel[label];
			l = b.label(label, last == null ? 0 : last.times.slots());
			lastOfLabel[label] = l;
		}
		long before = l.times.slots();
		l.count += n;
		l.errors += errors;
		l.times.add(elapsed, n);
		slots += l.times.slots() - before;
		String code = s.responseCode();
		if (code != lastCode) {
			lastCode = code;
			lastCodeIndex = code(code);
		}
		b.code(lastCodeIndex, n);
		if (slots > MAX_SLOTS) {
			coarsenWhileTooMany();
		}
	}

	/** The label's index in a bucket; labels come interned from a reader, so most rows hit the cache. */
	private int labelIndex(String label) {
		Integer i = labelIndexes.get(label);
		if (i != null) {
			return i;
		}
		i = labels.get(label);
		if (i == null) {
			i = labels.size() < MAX_LABELS ? labels.size() : MAX_LABELS;
			if (i < MAX_LABELS) {
				labels.put(label, i);
			}
		}
		labelIndexes.put(label, i);
		return i;
	}

	private int code(String code) {
		Integer i = codes.get(code);
		if (i == null) {
			if (codes.size() >= MAX_CODES) {
				return code(OTHER_CODES);
			}
			i = codes.size();
			codes.put(code, i);
		}
		return i;
	}

	private void coarsenWhileTooMany() {
		while (buckets.size() > 1 && (slots > MAX_SLOTS || spans() > (automatic ? MAX_POINTS : MAX_FIXED_POINTS))) {
			coarsen(nextWidth(width));
		}
	}

	private long spans() {
		return buckets.isEmpty() ? 0 : (buckets.lastKey() - buckets.firstKey()) / width + 1;
	}

	/** The next step after {@code w}: the next of {@link #WIDTHS} that is a multiple of it, else twice it. */
	static long nextWidth(long w) {
		for (long step : WIDTHS) {
			if (step > w && step % w == 0) {
				return step;
			}
		}
		return 2 * w;
	}

	/** Merges the buckets into buckets of {@code to} ms, a multiple of the width. */
	private void coarsen(long to) {
		List<Map.Entry<Long, Bucket>> old = new ArrayList<>(buckets.entrySet());
		buckets.clear();
		width = to;
		slots = 0;
		lastKey = Long.MIN_VALUE;
		lastBucket = null;
		for (Map.Entry<Long, Bucket> e : old) {
			merge(Math.floorDiv(e.getKey(), to) * to, e.getValue(), null, null);
		}
		buckets.values().forEach(b -> slots += b.slots());
	}

	/**
	 * Adds {@code from} into the bucket at {@code key}; {@code labelMap} and {@code codeMap} translate the indexes
	 * of another timeline's labels and codes (null: the same, when this timeline is coarsened and {@code from} is
	 * dropped after), {@link #MAX_LABELS} for a label without series here.
	 */
	private void merge(long key, Bucket from, int[] labelMap, int[] codeMap) {
		Bucket into = buckets.computeIfAbsent(key, k -> new Bucket());
		into.count += from.count;
		into.errors += from.errors;
		into.maxThreads = Math.max(into.maxThreads, from.maxThreads);
		into.latencySum += from.latencySum;
		into.latencyCount += from.latencyCount;
		into.connectSum += from.connectSum;
		into.connectCount += from.connectCount;
		for (int i = 0; i < from.labels.length; i++) {
			int to = labelMap == null || i == MAX_LABELS ? i : labelMap[i];
			if (from.labels[i] != null && labelMap == null && (to >= into.labels.length || into.labels[to] == null)) {
				// Coarsening this timeline: the old bucket is dropped, so its counts move over instead of being copied.
				if (to >= into.labels.length) {
					into.labels = Arrays.copyOf(into.labels, to + 1);
				}
				into.labels[to] = from.labels[i];
			} else if (from.labels[i] != null) {
				LabelBucket l = into.label(to);
				l.count += from.labels[i].count;
				l.errors += from.labels[i].errors;
				l.times.addAll(from.labels[i].times);
			}
		}
		for (int i = 0; i < from.codes.length; i++) {
			into.code(codeMap == null ? i : codeMap[i], from.codes[i]);
		}
	}

	/**
	 * Takes in what another part of the same results counted (files read in parts on several threads): both come to
	 * the wider of their widths first.
	 */
	public void addAll(RunTimeline part) {
		if (part.automatic != automatic) {
			throw new IllegalArgumentException("cannot add up a timeline of a given width and one of an automatic width");
		}
		while (part.width < width) {
			part.coarsen(nextWidth(part.width));
		}
		while (width < part.width) {
			coarsen(nextWidth(width));
		}
		if (width != part.width) {
			throw new IllegalArgumentException("bucket widths " + width + " and " + part.width + " ms do not nest");
		}
		int[] labelMap = new int[part.labels.size()];
		part.labels.forEach((label, i) -> {
			Integer here = labels.get(label);
			if (here == null && labels.size() < MAX_LABELS) {
				here = labels.size();
				labels.put(label, here);
			}
			labelMap[i] = here == null ? MAX_LABELS : here;
		});
		int[] codeMap = new int[part.codes.size()];
		part.codes.forEach((code, i) -> codeMap[i] = code(code));
		part.buckets.forEach((key, b) -> merge(key, b, labelMap, codeMap));
		slots = 0;
		buckets.values().forEach(b -> slots += b.slots());
		lastKey = Long.MIN_VALUE;
		lastBucket = null;
		coarsenWhileTooMany();
	}

	/** The bucket width now, ms. */
	public long width() {
		return width;
	}

	/**
	 * The series of one label, or of all samples.
	 *
	 * @param label       the label; {@link AggregateStats#TOTAL} for all samples
	 * @param throughput  samples ended per second in each bucket
	 * @param errors      failed samples per second
	 * @param percentiles per percentile line ("90%"), the bucket's exact percentile (nearest rank, as the
	 *                    Aggregate Report); NaN where no sample ended
	 */
	public record Series(String label, double[] throughput, double[] errors, Map<String, double[]> percentiles) {
	}

	/**
	 * The timeline as arrays over its buckets, from the first to the last (buckets without samples in between: 0
	 * samples, NaN times).
	 *
	 * @param widthMs       the bucket width
	 * @param times         each bucket's start, epoch ms
	 * @param total         all samples
	 * @param labels        the labels with series of their own, in first-seen order
	 * @param codes         per response code, samples per second
	 * @param activeThreads the highest allThreads of the bucket's samples; NaN where none said
	 * @param latency       mean latency (time to first byte), ms; NaN where none
	 * @param connect       mean connect time, ms; NaN where none
	 */
	public record Snapshot(long widthMs, long[] times, Series total, List<Series> labels, Map<String, double[]> codes,
			double[] activeThreads, double[] latency, double[] connect) {
	}

	/** The series with the given percentile lines (in percent, e.g. 50, 90, 95, 99). */
	public Snapshot snapshot(double... percentiles) {
		int n = (int) spans();
		long first = buckets.isEmpty() ? 0 : buckets.firstKey();
		long[] times = new long[n];
		Bucket[] at = new Bucket[n];
		for (int i = 0; i < n; i++) {
			times[i] = first + i * width;
			at[i] = buckets.get(times[i]);
		}
		Series total = series(AggregateStats.TOTAL, at, percentiles, b -> b.count, b -> b.errors, RunTimeline::allTimes);
		List<Series> perLabel = new ArrayList<>();
		labels.forEach((label, index) -> perLabel.add(series(label, at, percentiles,
				b -> index < b.labels.length && b.labels[index] != null ? b.labels[index].count : 0,
				b -> index < b.labels.length && b.labels[index] != null ? b.labels[index].errors : 0,
				b -> index < b.labels.length && b.labels[index] != null ? b.labels[index].times : null)));
		Map<String, double[]> perCode = new LinkedHashMap<>();
		codes.forEach((code, index) -> perCode.put(code, values(at,
				b -> index < b.codes.length ? b.codes[index] * 1000.0 / width : 0, 0)));
		return new Snapshot(width, times, total, perLabel, perCode,
				values(at, b -> b.maxThreads < 0 ? Double.NaN : b.maxThreads, Double.NaN),
				values(at, b -> b.latencyCount == 0 ? Double.NaN : (double) b.latencySum / b.latencyCount, Double.NaN),
				values(at, b -> b.connectCount == 0 ? Double.NaN : (double) b.connectSum / b.connectCount, Double.NaN));
	}

	private Series series(String label, Bucket[] at, double[] percentiles, ToLongFunction<Bucket> count,
			ToLongFunction<Bucket> errors, Function<Bucket, SparseCounts> times) {
		double[] fractions = new double[percentiles.length];
		double[][] lines = new double[percentiles.length][at.length];
		for (int p = 0; p < percentiles.length; p++) {
			fractions[p] = AggregateStats.fraction(percentiles[p]);
			Arrays.fill(lines[p], Double.NaN);
		}
		for (int i = 0; i < at.length; i++) {
			SparseCounts c = at[i] == null ? null : times.apply(at[i]);
			if (c != null && c.total() > 0) {
				long[] v = c.percentiles(fractions);
				for (int p = 0; p < v.length; p++) {
					lines[p][i] = v[p];
				}
			}
		}
		Map<String, double[]> byTitle = new LinkedHashMap<>();
		for (int p = 0; p < percentiles.length; p++) {
			byTitle.put(TableText.percentTitle(percentiles[p]) + "%", lines[p]);
		}
		return new Series(label, values(at, b -> count.applyAsLong(b) * 1000.0 / width, 0),
				values(at, b -> errors.applyAsLong(b) * 1000.0 / width, 0), byTitle);
	}

	/** The times of all the bucket's samples, every label's together. */
	private static SparseCounts allTimes(Bucket b) {
		SparseCounts all = new SparseCounts();
		for (LabelBucket l : b.labels) {
			if (l != null) {
				all.addAll(l.times);
			}
		}
		return all;
	}

	private static double[] values(Bucket[] at, ToDoubleFunction<Bucket> value, double none) {
		double[] v = new double[at.length];
		for (int i = 0; i < at.length; i++) {
			v[i] = at[i] == null ? none : value.applyAsDouble(at[i]);
		}
		return v;
	}
}
