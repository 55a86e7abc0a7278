package dyno.profile;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.openjdk.jmc.common.IMCThread;
import org.openjdk.jmc.common.IMCType;
import org.openjdk.jmc.common.item.Attribute;
import org.openjdk.jmc.common.item.IAttribute;
import org.openjdk.jmc.common.item.IItem;
import org.openjdk.jmc.common.item.IItemCollection;
import org.openjdk.jmc.common.item.IItemIterable;
import org.openjdk.jmc.common.item.IMemberAccessor;
import org.openjdk.jmc.common.item.ItemFilters;
import org.openjdk.jmc.common.unit.IQuantity;
import org.openjdk.jmc.common.unit.UnitLookup;
import org.openjdk.jmc.flightrecorder.JfrAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkAttributes;
import org.openjdk.jmc.flightrecorder.jdk.JdkTypeIDs;

import dyno.profile.internal.Quantities;

/**
 * Thread Analysis of a recording: the time threads spent blocked entering monitors, waiting in
 * {@code Object.wait} and parked ({@code java.util.concurrent} locks), by lock class and by thread, longest total
 * first. The waits of the JMX agent's own threads ({@link OwnWork#isOwnThread}) are left out: they wait for the next
 * remote call, and the remote calls that fetch the recording are Dyno's own.
 */
public final class ContentionProfile {

	public static final String MONITOR_ENTER = "monitor enter";
	public static final String WAIT = "wait";
	public static final String PARK = "park";

	/** {@code jdk.ThreadPark}'s blocker class; JMC names no attribute for it. */
	private static final IAttribute<IMCType> PARKED_CLASS = Attribute.attr("parkedClass", "Parked Class", UnitLookup.CLASS);

	private final List<LockRow> byLockClass;
	private final List<ThreadLockRow> byThread;

	private ContentionProfile(List<LockRow> byLockClass, List<ThreadLockRow> byThread) {
		this.byLockClass = byLockClass;
		this.byThread = byThread;
	}

	/** The thread analysis of {@code file}. */
	public static ContentionProfile of(JfrFile file) {
		Map<String, Totals> locks = new HashMap<>();
		Map<String, Totals> threads = new HashMap<>();
		Map<String, Map<String, Long>> threadLocks = new HashMap<>();
		for (IItemIterable it : events(file)) {
			String kind = switch (it.getType().getIdentifier()) {
			case JdkTypeIDs.MONITOR_ENTER -> MONITOR_ENTER;
			case JdkTypeIDs.MONITOR_WAIT -> WAIT;
			default -> PARK;
			};
			IAttribute<IMCType> lockAttribute = PARK.equals(kind) ? PARKED_CLASS : JdkAttributes.MONITOR_CLASS;
			IMemberAccessor<IMCType, IItem> lockOf = lockAttribute.getAccessor(it.getType());
			IMemberAccessor<IQuantity, IItem> durationOf = JfrAttributes.DURATION.getAccessor(it.getType());
			IMemberAccessor<IMCThread, IItem> threadOf = JfrAttributes.EVENT_THREAD.getAccessor(it.getType());
			for (IItem item : it) {
				String thread = threadName(threadOf == null ? null : threadOf.getMember(item));
				if (OwnWork.isOwnThread(thread)) {
					continue;
				}
				IMCType cls = lockOf == null ? null : lockOf.getMember(item);
				String lock = cls == null ? "(no blocker)" : cls.getFullName();
				Duration d = durationOf == null ? Duration.ZERO : Quantities.duration(durationOf.getMember(item));
				locks.computeIfAbsent(lock + '\n' + kind, k -> new Totals()).add(d);
				threads.computeIfAbsent(thread, k -> new Totals()).add(d);
				threadLocks.computeIfAbsent(thread, k -> new HashMap<>()).merge(lock + " (" + kind + ")", d.toNanos(),
						Long::sum);
			}
		}
		List<LockRow> lockRows = new ArrayList<>();
		locks.forEach((key, t) -> {
			int nl = key.indexOf('\n');
			lockRows.add(new LockRow(key.substring(0, nl), key.substring(nl + 1), t.events, t.total, t.max));
		});
		lockRows.sort(Comparator.comparing(LockRow::total).reversed().thenComparing(LockRow::lockClass));
		List<ThreadLockRow> threadRows = new ArrayList<>();
		threads.forEach((name, t) -> threadRows.add(new ThreadLockRow(name, t.events, t.total, t.max,
				threadLocks.get(name).entrySet().stream().max(Map.Entry.comparingByValue()).map(Map.Entry::getKey)
						.orElse(""))));
		threadRows.sort(Comparator.comparing(ThreadLockRow::total).reversed().thenComparing(ThreadLockRow::thread));
		return new ContentionProfile(List.copyOf(lockRows), List.copyOf(threadRows));
	}

	/** The waits this analysis counts: monitor enters, {@code Object.wait} and parks. */
	static IItemCollection events(JfrFile file) {
		return file.items()
				.apply(ItemFilters.type(JdkTypeIDs.MONITOR_ENTER, JdkTypeIDs.MONITOR_WAIT, JdkTypeIDs.THREAD_PARK));
	}

	/** An event's thread name as the analysis shows it. */
	static String threadName(IMCThread thread) {
		return thread == null || thread.getThreadName() == null ? "(unknown thread)" : thread.getThreadName();
	}

	/** Waits by lock class and kind, longest total first. */
	public List<LockRow> byLockClass() {
		return byLockClass;
	}

	/** Waits by thread, longest total first. */
	public List<ThreadLockRow> byThread() {
		return byThread;
	}

	private static final class Totals {
		long events;
		Duration total = Duration.ZERO;
		Duration max = Duration.ZERO;

		void add(Duration d) {
			events++;
			total = total.plus(d);
			if (d.compareTo(max) > 0) {
				max = d;
			}
		}
	}
}
