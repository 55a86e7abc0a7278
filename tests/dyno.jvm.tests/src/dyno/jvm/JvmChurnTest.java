package dyno.jvm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Callable;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dyno.jvm.threads.PoolPattern;
import dyno.jvm.threads.ThreadMonitor;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;
import dyno.samples.ChildJvm;
import dyno.samples.ShortLived;
import dyno.samples.Waits;

/**
 * JVMs that come and go while Dyno lists and opens them, as the JVM Explorer does beside a build or a test suite:
 * the JVMs are listed again and again, each new one is opened (sampled by the shared {@link Sampler}) and closed
 * once it has ended, and the threads of every tenth are also watched as the Threads view watches them (Dyno attaches
 * and talks to its management agent). Whatever a JVM leaves behind in Dyno (a sampling task, a thread, a descriptor, a mapping of
 * its counters, an attach file, a listing that grows slower) would add up over the JVMs.
 * <p>
 * {@value #DEFAULT_JVMS} JVMs by default, to keep the suite fast; {@code -Ddyno.churn.jvms=200} for the run.
 */
class JvmChurnTest {

	private static final int DEFAULT_JVMS = 100;
	private static final int JVMS = Integer.getInteger("dyno.churn.jvms", DEFAULT_JVMS);
	/** JVMs alive at once: two cores start some eight small JVMs a second. */
	private static final int AT_ONCE = 8;
	private static final int THREADS_EVERY = 10;
	/** At most how long a watched JVM lives: it is ended once its threads were read, long before. */
	private static final long WATCHED_LIFE_MILLIS = Waits.LIMIT.toMillis() / 2;
	private static final Duration INTERVAL = Duration.ofMillis(100);
	private static final Duration THREADS_INTERVAL = Duration.ofMillis(200);
	/** Listings compared at the start and at the end of the churn (medians). */
	private static final int COMPARED = 20;
	private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
	/** How many of a wait's calls of {@link #afterCollection} go by between two collections. */
	private static final int COLLECT_EVERY = 20;
	/** Where the JVMs of this user publish their counters: {@code hsperfdata_<user>} in the temporary folder. */
	private static final Path COUNTERS = Path.of(System.getProperty("java.io.tmpdir"),
			"hsperfdata_" + System.getProperty("user.name"));
	/**
	 * Threads that may outlast the churn without being a leak: the sampler's two, the idle connect threads and the
	 * JDK's idle process reapers (at most one each per JVM alive at once; both pools end idle threads after 60 s),
	 * and a few of RMI's (its scheduler; the thread per agent ends once the agent refused its clean calls, see
	 * {@code RmiClient}). A thread per JVM would be {@link #JVMS} more.
	 */
	private static final int THREADS_ALLOWED = 2 + 2 * AT_ONCE + 6;
	/**
	 * Descriptors that may outlast the churn: RMI's pooled connections to the last agents until they expire, and
	 * jar files the first attach or agent connection opens for their classes. A descriptor per JVM would be
	 * {@link #JVMS} more.
	 */
	private static final int DESCRIPTORS_ALLOWED = AT_ONCE;

	@Test
	void jvmsThatComeAndGoLeaveNoTaskThreadDescriptorCountersOrAttachFileAndListingStaysFlat() throws Exception {
		long began = System.nanoTime();
		Sampler sampler = Sampler.shared();
		JvmDiscovery discovery = JvmDiscovery.local();
		discovery.list(); // the first listing describes every JVM of the machine: not part of the comparison
		int tasksBefore = sampler.pendingTasks();
		collectGarbage();
		int threadsBefore = threadNames().size();
		long descriptorsBefore = descriptors().size();

		Churn churn = new Churn(sampler, discovery);
		churn.run();
		List<Listing> listings = churn.listingsWhileChurning();
		assertTrue(listings.size() >= 2 * COMPARED, "only " + listings.size() + " listings while the JVMs churned");
		List<Listing> firstListings = listings.subList(0, COMPARED);
		List<Listing> lastListings = listings.subList(listings.size() - COMPARED, listings.size());
		double first = medianMillis(firstListings, Listing::cpuNanos);
		double last = medianMillis(lastListings, Listing::cpuNanos);
		System.out.printf("JvmChurnTest: %d JVMs (%d opened, %d live, %d threads read) in %.1f s; %d listings while "
				+ "they churned, median of the first %d %.2f ms CPU (%.2f ms elapsed), of the last %d %.2f ms CPU "
				+ "(%.2f ms elapsed)%n", JVMS, churn.opened.size(), churn.wentLive.size(), churn.threadsRead.size(),
				(System.nanoTime() - began) / 1e9, listings.size(), COMPARED, first,
				medianMillis(firstListings, Listing::elapsedNanos), COMPARED, last,
				medianMillis(lastListings, Listing::elapsedNanos));

		assertTrue(churn.opened.size() >= JVMS * 9 / 10, "opened " + churn.opened.size() + " of " + JVMS
				+ " JVMs: the listing missed the others");
		assertTrue(churn.wentLive.size() >= JVMS * 3 / 4, "live: " + churn.wentLive.size() + " of " + JVMS);
		assertTrue(churn.threadsRead.size() >= JVMS / THREADS_EVERY / 2,
				"threads read through the agent of " + churn.threadsRead.size() + " JVMs: " + churn.threadFailures);
		Waits.value("the thread monitors of ended JVMs stopped", () -> churn.monitors.stream()
				.filter(ThreadMonitor::running).map(m -> m.connection().target().label()).toList(), List::isEmpty);

		Waits.value("sampling tasks back to the " + tasksBefore + " before",
				afterCollection(sampler::pendingTasks, n -> n <= tasksBefore), n -> n <= tasksBefore);
		Waits.value("no counters of ended JVMs mapped", afterCollection(() -> mappedCounters(churn.started),
				Set::isEmpty), Set::isEmpty);
		// RMI's thread for each ended agent ends after its clean calls failed five times, 3 s apart (RmiClient).
		Predicate<List<String>> fewThreads = names -> names.size() <= threadsBefore + THREADS_ALLOWED;
		Waits.value("at most " + THREADS_ALLOWED + " threads more than the " + threadsBefore + " before",
				afterCollection(JvmChurnTest::threadNames, fewThreads), fewThreads);
		Predicate<List<String>> fewDescriptors = fds -> fds.size() <= descriptorsBefore + DESCRIPTORS_ALLOWED;
		Waits.value("at most " + DESCRIPTORS_ALLOWED + " descriptors more than the " + descriptorsBefore + " before",
				afterCollection(JvmChurnTest::descriptors, fewDescriptors), fewDescriptors);
		List<Path> attachFiles = attachFiles(churn.started);
		assertTrue(attachFiles.isEmpty(), "attach files of ended JVMs: " + attachFiles);
		System.out.printf("JvmChurnTest: after %.1f s, sampling tasks %d (%d before), threads %d (%d before), "
				+ "descriptors %d (%d before)%n", (System.nanoTime() - began) / 1e9, sampler.pendingTasks(),
				tasksBefore, threadNames().size(), threadsBefore, descriptors().size(), descriptorsBefore);
		// The listing's own cost is its CPU time: the elapsed time also holds jvmstat's wait for each new JVM to
		// publish its counters (20 ms steps until the JVM has booted) and the other processes of the machine.
		assertTrue(last <= 1.5 * first, "listing grew costlier: median " + first + " ms of CPU at the start, " + last
				+ " ms at the end");
	}

	/** Starts the JVMs, lists them, opens each new one and closes it once it has ended, until all have ended. */
	private static final class Churn {
		private final Sampler sampler;
		private final JvmDiscovery discovery;
		private final Random random = new Random(28);
		private final Map<Long, Process> alive = new HashMap<>();
		private final Set<Long> started = new HashSet<>();
		private final Set<Long> monitorThreadsOf = new HashSet<>();
		private final Map<Long, JvmConnection> open = new HashMap<>();
		private final Set<Long> opened = new HashSet<>();
		private final Set<Long> wentLive = ConcurrentHashMap.newKeySet();
		/** The JVMs whose threads a monitor read in detail (through their management agent). */
		private final Set<String> threadsRead = ConcurrentHashMap.newKeySet();
		/** The watched JVMs whose threads were read: each is ended then, not after a span of time. */
		private final Set<Long> readPids = ConcurrentHashMap.newKeySet();
		private final Set<Long> endedHere = new HashSet<>();
		private final Set<String> threadFailures = ConcurrentHashMap.newKeySet();
		private final List<Listing> listings = new ArrayList<>();
		/** The listings between the first moment {@link #AT_ONCE} JVMs ran and the start of the last JVM. */
		private int churnFrom = -1;
		private int churnTo = -1;
		private final List<ThreadMonitor> monitors = new ArrayList<>();
		private final JvmConnection.Listener live = new JvmConnection.Listener() {
			@Override
			public void stateChanged(JvmConnection connection, JvmConnection.State state) {
				if (state == JvmConnection.State.LIVE) {
					wentLive.add(((Target.Local) connection.target()).pid());
				}
			}
		};

		Churn(Sampler sampler, JvmDiscovery discovery) {
			this.sampler = sampler;
			this.discovery = discovery;
		}

		void run() throws IOException, InterruptedException {
			try {
				while (started.size() < JVMS || !alive.isEmpty() || !open.isEmpty()) {
					// A watched JVM whose threads were read ends now (SIGTERM: it exits as a JVM ending by itself).
					alive.forEach((pid, p) -> {
						if (readPids.contains(pid) && endedHere.add(pid)) {
							p.destroy();
						}
					});
					alive.values().removeIf(p -> !p.isAlive());
					startMore();
					listAndOpen();
					// Lists again when there is something new to list, not at a pace of the clock: every JVM ends by
					// itself, so the churn ends (a wait that reaches its limit names what it still waited for).
					Waits.of("a JVM of the churn to end or to publish its counters").value(this::news,
							news -> !news.isEmpty());
				}
			} finally {
				open.values().forEach(JvmConnection::close);
				alive.values().forEach(Process::destroyForcibly);
			}
		}

		/**
		 * What the next listing would find that the last one did not: JVMs of the churn that have ended (to close, and
		 * to start others in their place) and JVMs started but not opened yet that have published their counters
		 * file, which is what makes a JVM listable.
		 */
		private List<String> news() {
			List<String> news = new ArrayList<>();
			for (Map.Entry<Long, Process> e : alive.entrySet()) {
				if (!e.getValue().isAlive()) {
					news.add(e.getKey() + " ended");
				} else if (readPids.contains(e.getKey()) && !endedHere.contains(e.getKey())) {
					news.add(e.getKey() + " had its threads read, to end");
				} else if (!opened.contains(e.getKey()) && Files.exists(COUNTERS.resolve(e.getKey().toString()))) {
					news.add(e.getKey() + " published its counters");
				}
			}
			if (news.isEmpty() && alive.isEmpty()) {
				news.add("none alive"); // the last ones ended and were closed
			}
			return news;
		}

		private void startMore() throws IOException {
			while (alive.size() < AT_ONCE && started.size() < JVMS) {
				// The JVMs watched through their agent live until their threads were read (ended then by listAndOpen;
				// WATCHED_LIFE only bounds a JVM whose agent never answers); the others 0.2-1.5 s.
				boolean monitorThreads = started.size() % THREADS_EVERY == 0;
				long life = monitorThreads ? WATCHED_LIFE_MILLIS : 200 + random.nextInt(1300);
				Process p = ChildJvm.spawn(ShortLived.SMALL, ShortLived.class, Long.toString(life));
				alive.put(p.pid(), p);
				started.add(p.pid());
				if (monitorThreads) {
					monitorThreadsOf.add(p.pid());
				}
			}
			if (churnFrom < 0 && alive.size() == AT_ONCE) {
				churnFrom = listings.size();
			}
			if (churnTo < 0 && started.size() == JVMS) {
				churnTo = listings.size();
			}
		}

		private void listAndOpen() throws IOException {
			long t0 = System.nanoTime();
			long cpu0 = THREADS.getCurrentThreadCpuTime();
			List<RunningJvm> jvms = discovery.list();
			listings.add(new Listing(System.nanoTime() - t0, THREADS.getCurrentThreadCpuTime() - cpu0));
			Set<Long> listed = jvms.stream().map(RunningJvm::pid).collect(Collectors.toSet());
			for (long pid : listed) {
				if (started.contains(pid) && opened.add(pid)) {
					JvmConnection c = new JvmConnection(new Target.Local(pid), null, sampler);
					c.addListener(live);
					c.setInterval(INTERVAL);
					c.connect();
					open.put(pid, c);
					if (monitorThreadsOf.contains(pid)) {
						monitorThreads(c);
					}
				}
			}
			open.entrySet().removeIf(e -> {
				Process p = alive.get(e.getKey());
				if (listed.contains(e.getKey()) && p != null && p.isAlive()) {
					return false;
				}
				e.getValue().close();
				return true;
			});
		}

		/**
		 * Watches the threads of {@code c} as the Threads view does, with a monitor that is never closed, as the
		 * live-server observation keeps its own for its facts: once the JVM has ended it must stop by itself.
		 */
		private void monitorThreads(JvmConnection c) {
			ThreadMonitor monitor = new ThreadMonitor(c, sampler, ThreadQuery.SAMPLING, PoolPattern.DEFAULTS);
			monitor.addListener(new ThreadMonitor.Listener() {
				@Override
				public void sampled(ThreadMonitor m, ThreadSample sample) {
					if (sample.detailed()) {
						threadsRead.add(c.target().label());
						readPids.add(((Target.Local) c.target()).pid());
					}
				}

				@Override
				public void failed(ThreadMonitor m, String why) {
					threadFailures.add(c.target().label() + ": " + why);
				}
			});
			monitors.add(monitor);
			monitor.start(THREADS_INTERVAL);
		}

		List<Listing> listingsWhileChurning() {
			return churnFrom < 0 || churnTo < churnFrom ? List.of() : listings.subList(churnFrom, churnTo);
		}
	}

	/** How long one listing took, and how much CPU time of the listing thread. */
	private record Listing(long elapsedNanos, long cpuNanos) {
	}

	/**
	 * {@code probe}, asked again after a garbage collection when its value is not {@code accepted}: what a collection
	 * reclaims is no leak. A wait calls it every few milliseconds, so only every {@link #COLLECT_EVERY}th call
	 * collects (a count of calls, not a span of time), leaving the machine to the cleaners in between.
	 */
	private static <T> Callable<T> afterCollection(Callable<T> probe, Predicate<? super T> accepted) {
		int[] calls = { 0 };
		return () -> {
			T value = probe.call();
			if (accepted.test(value) || calls[0]++ % COLLECT_EVERY != 0) {
				return value;
			}
			collectGarbage();
			return probe.call();
		};
	}
	/**
	 * A full collection, and the reference processing that follows it: once a reference to an object that
	 * became garbage with it has been enqueued, the Reference Handler has run the cleaners that unmap what the
	 * collection freed. (Descriptors closed by the common cleaner thread may lag a little: the waits that call this
	 * ask again.)
	 */
	private static void collectGarbage() throws InterruptedException {
		ReferenceQueue<Object> queue = new ReferenceQueue<>();
		PhantomReference<Object> probe = new PhantomReference<>(new Object(), queue);
		System.gc();
		Waits.value("the collection's references processed", () -> queue.poll(), Objects::nonNull);
		Reference.reachabilityFence(probe);
	}

	private static List<String> threadNames() {
		return Thread.getAllStackTraces().keySet().stream().map(Thread::getName).sorted().toList();
	}

	/** What this process's descriptors point at (files, sockets, pipes). */
	private static List<String> descriptors() {
		List<String> targets = new ArrayList<>();
		try (var fds = Files.list(Path.of("/proc/self/fd"))) {
			for (Path fd : (Iterable<Path>) fds::iterator) {
				try {
					targets.add(Files.readSymbolicLink(fd).toString());
				} catch (IOException e) {
					// closed between listing and reading
				}
			}
		} catch (IOException e) {
			throw new AssertionError("cannot list /proc/self/fd", e);
		}
		return targets;
	}

	/** The JVMs of {@code pids} whose counters file ({@code hsperfdata_<user>/<pid>}) this process still maps. */
	private static Set<Long> mappedCounters(Set<Long> pids) {
		Set<Long> mapped = new TreeSet<>();
		try {
			for (String line : Files.readAllLines(Path.of("/proc/self/maps"))) {
				int at = line.indexOf("hsperfdata_");
				if (at < 0) {
					continue;
				}
				String file = line.substring(line.indexOf('/', at) + 1).replace(" (deleted)", "").strip();
				if (file.chars().allMatch(Character::isDigit) && pids.contains(Long.parseLong(file))) {
					mapped.add(Long.parseLong(file));
				}
			}
		} catch (IOException e) {
			throw new AssertionError("cannot read /proc/self/maps", e);
		}
		return mapped;
	}

	/**
	 * The attach files left of the ended JVMs: each JVM's listening socket ({@code /tmp/.java_pid<pid>}, which it
	 * removes as it exits) and the trigger file the attaching side creates ({@code .attach_pid<pid>}, in the JVM's
	 * working folder or {@code /tmp}, removed once attached).
	 */
	private static List<Path> attachFiles(Set<Long> pids) {
		Path tmp = Path.of("/tmp");
		Path here = Path.of("").toAbsolutePath();
		List<Path> left = new ArrayList<>();
		for (long pid : pids) {
			for (Path p : List.of(tmp.resolve(".java_pid" + pid), tmp.resolve(".attach_pid" + pid),
					here.resolve(".attach_pid" + pid))) {
				if (Files.exists(p)) {
					left.add(p);
				}
			}
		}
		return left;
	}

	private static double medianMillis(List<Listing> listings, ToLongFunction<Listing> nanos) {
		List<Long> sorted = listings.stream().map(nanos::applyAsLong).sorted().toList();
		int n = sorted.size();
		double middle = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
		return middle / 1e6;
	}
}
