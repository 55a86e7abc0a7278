package dyno.profile;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.openjdk.jmc.common.IMCStackTrace;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

import dyno.core.Plural;
import dyno.profile.internal.Frames;
import dyno.profile.internal.Quantities;

/**
 * Execution Time Analysis of a recording's execution samples ({@code jdk.ExecutionSample}: threads running Java
 * code, sampled every 10–20 ms): hot methods by self and total samples, the top-down call tree and each method's
 * callers and callees. Counting is in samples; a sample's stack is truncated at the recording's stack depth (64
 * frames by default), so the tree's roots may be deep frames of long stacks.
 */
public final class ExecutionProfile {

	/**
	 * Below this many samples a ranking says little: each sample is 2 % or more of the whole, and a method's share
	 * can be off by ten points either way (a 10-second recording of an idle JVM had 4, and JFR's own commit on top).
	 */
	public static final long FEW_SAMPLES = 50;

	private final FrameFilter filter;
	private final CallTreeNode root = new CallTreeNode(CallTreeNode.ROOT);
	private final Map<String, long[]> selfAndTotal = new HashMap<>();
	/** callee → caller → samples with that edge; and caller → callee → samples. */
	private final Map<String, Map<String, Long>> callersOf = new HashMap<>();
	private final Map<String, Map<String, Long>> calleesOf = new HashMap<>();
	private long samples;

	private ExecutionProfile(FrameFilter filter) {
		this.filter = filter;
	}

	/** The analysis of {@code file}'s execution samples, keeping the frames {@code filter} keeps. */
	public static ExecutionProfile of(JfrFile file, FrameFilter filter) {
		ExecutionProfile profile = new ExecutionProfile(filter == null ? FrameFilter.NONE : filter);
		Frames frames = new Frames();
		for (IItemIterable it : file.items().apply(ItemFilters.type(JdkTypeIDs.EXECUTION_SAMPLE))) {
			IMemberAccessor<IMCStackTrace, IItem> stacks = JfrAttributes.EVENT_STACKTRACE.getAccessor(it.getType());
			if (stacks == null) {
				continue;
			}
			for (IItem item : it) {
				profile.add(frames.methods(stacks.getMember(item)));
			}
		}
		return profile;
	}

	/** Adds one sample's stack, top frame first. */
	private void add(List<String> stack) {
		List<String> kept = new ArrayList<>(stack.size());
		for (String m : stack) {
			if (filter.keeps(m)) {
				kept.add(m);
			}
		}
		if (kept.isEmpty()) {
			return;
		}
		samples++;
		counts(kept.get(0))[0]++;
		Set<String> seen = new HashSet<>();
		for (String m : kept) {
			if (seen.add(m)) {
				counts(m)[1]++;
			}
		}
		// A call edge counts once per sample; only a recursive stack can repeat one, so only then are they tracked.
		Set<String> edges = seen.size() < kept.size() ? new HashSet<>() : null;
		for (int i = 0; i + 1 < kept.size(); i++) {
			String callee = kept.get(i);
			String caller = kept.get(i + 1);
			if (edges == null || edges.add(caller + '\n' + callee)) {
				callersOf.computeIfAbsent(callee, k -> new HashMap<>()).merge(caller, 1L, Long::sum);
				calleesOf.computeIfAbsent(caller, k -> new HashMap<>()).merge(callee, 1L, Long::sum);
			}
		}
		List<String> rootFirst = new ArrayList<>(kept);
		Collections.reverse(rootFirst);
		root.add(rootFirst);
	}

	private long[] counts(String method) {
		return selfAndTotal.computeIfAbsent(method, k -> new long[2]);
	}

	public FrameFilter filter() {
		return filter;
	}

	/** Samples counted (those with at least one kept frame). */
	public long samples() {
		return samples;
	}

	/** The warning a ranking of {@code samples} samples needs; empty when there are enough (or none at all). */
	public static Optional<String> fewSamplesWarning(long samples) {
		if (samples == 0 || samples >= FEW_SAMPLES) {
			return Optional.empty();
		}
		return Optional.of("only " + Plural.of(samples, "execution sample") + ": a ranking of fewer than " + FEW_SAMPLES
				+ " says little (record longer, or while the application is busy)");
	}

	/**
	 * Whether {@code method} is the Flight Recorder's own code (writing and committing events): the recording makes
	 * it run, so on top of a short or idle recording it is the recorder measuring itself, not the application.
	 */
	public static boolean recorderMethod(String method) {
		return method.startsWith("jdk.jfr.") || method.startsWith("jdk.management.jfr.");
	}

	/** Every sampled method, most self samples first (then most total samples). */
	public List<HotMethod> hotMethods() {
		List<HotMethod> list = new ArrayList<>(selfAndTotal.size());
		selfAndTotal.forEach((m, c) -> list.add(new HotMethod(m, c[0], c[1], Quantities.percent(c[0], samples),
				Quantities.percent(c[1], samples))));
		list.sort(Comparator.comparingLong(HotMethod::selfSamples).reversed()
				.thenComparing(Comparator.comparingLong(HotMethod::totalSamples).reversed())
				.thenComparing(HotMethod::method));
		return list;
	}

	/** The top-down call tree: the root holds all samples, its children the outermost frames. */
	public CallTreeNode root() {
		return root;
	}

	/** {@code method}'s callers and callees; both empty for a method that was never sampled. */
	public Butterfly butterfly(String method) {
		long[] c = selfAndTotal.getOrDefault(method, new long[2]);
		return new Butterfly(method, c[1], c[0], ranked(callersOf.get(method), c[1]), ranked(calleesOf.get(method), c[1]));
	}

	private static List<MethodCount> ranked(Map<String, Long> counts, long total) {
		if (counts == null) {
			return List.of();
		}
		List<MethodCount> list = new ArrayList<>(counts.size());
		counts.forEach((m, n) -> list.add(new MethodCount(m, n, Quantities.percent(n, total))));
		list.sort(Comparator.comparingLong(MethodCount::samples).reversed().thenComparing(MethodCount::method));
		return list;
	}
}
