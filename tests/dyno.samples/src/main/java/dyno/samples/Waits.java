package dyno.samples;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The one place where tests wait: for a fact the product, a sample program or a server reports, never for a span of
 * time. Every wait has the same generous limit, {@link #LIMIT}, which only a broken product or test reaches, so a
 * loaded machine makes a test slower, not red; when the limit is reached the failure says what was awaited and what
 * was seen instead. They throw {@link AssertionError} rather than call JUnit, so this jar needs no test framework;
 * JUnit reports the error as a failure all the same.
 * <p>
 * {@code Waits.until("jstatd lists " + pid, () -> listed(pid))}, or with a value and a way out:
 * {@code Waits.of("the first sample").unless(() -> !jvm.isAlive(), () -> "the JVM ended").value(c::latest, Optional::isPresent)}.
 */
public final class Waits {

	/**
	 * How long any wait lasts before it fails: {@code -Ddyno.waits.limitSeconds}, 120 s by default. It is far above what
	 * the suite needs under {@code releng/test.sh --stress} and below JUnit's default per-test timeout (3 min).
	 */
	public static final Duration LIMIT = Duration.ofSeconds(Long.getLong("dyno.waits.limitSeconds", 120));

	private static final long POLL_MILLIS = 10;

	private Waits() {
	}

	/** Waits until {@code condition} holds, failing after {@link #LIMIT} with {@code what}. */
	public static void until(String what, BooleanSupplier condition) throws InterruptedException {
		of(what).until(condition);
	}

	/**
	 * Calls {@code probe} until {@code accepted} holds for its value and returns that value; a probe that throws has no
	 * value yet (a port that does not answer yet, a file not yet written). The failure names the last value or error.
	 */
	public static <T> T value(String what, Callable<T> probe, Predicate<? super T> accepted)
			throws InterruptedException {
		return of(what).value(probe, accepted);
	}

	/** A wait for {@code what}, to refine with {@link Wait#unless} or {@link Wait#within}. */
	public static Wait of(String what) {
		return new Wait(() -> what, LIMIT);
	}

	/** A wait for something, with its limit and the facts that end it early. */
	public static final class Wait {
		private final Supplier<String> what;
		private Duration limit;
		private BooleanSupplier hopeless = () -> false;
		private Supplier<String> why = () -> "";

		private Wait(Supplier<String> what, Duration limit) {
			this.what = what;
			this.limit = limit;
		}

		/**
		 * Fails at once, with {@code why}, when {@code hopeless} holds: the process that should bring the fact has
		 * ended, so waiting on would only reach the limit.
		 */
		public Wait unless(BooleanSupplier hopeless, Supplier<String> why) {
			BooleanSupplier before = this.hopeless;
			Supplier<String> beforeWhy = this.why;
			this.hopeless = () -> before.getAsBoolean() || hopeless.getAsBoolean();
			this.why = () -> before.getAsBoolean() ? beforeWhy.get() : why.get();
			return this;
		}

		/**
		 * Another limit than {@link Waits#LIMIT}: only for a wait that is known to take longer (a domain's boot), or
		 * shorter where a wait's failure must leave room for the test's own clean-up. Not a measure of speed.
		 */
		public Wait within(Duration limit) {
			this.limit = Objects.requireNonNull(limit);
			return this;
		}

		/** Waits until {@code condition} holds. */
		public void until(BooleanSupplier condition) throws InterruptedException {
			value(() -> condition.getAsBoolean(), Boolean::booleanValue);
		}

		/** Calls {@code probe} until its value is {@code accepted} and returns it (see {@link Waits#value}). */
		public <T> T value(Callable<T> probe, Predicate<? super T> accepted) throws InterruptedException {
			long start = System.nanoTime();
			long deadline = start + limit.toNanos();
			Object seen = "nothing yet";
			while (true) {
				try {
					T v = probe.call();
					if (accepted.test(v)) {
						return v;
					}
					seen = v instanceof Boolean ? "the condition does not hold" : v;
				} catch (InterruptedException e) {
					throw e;
				} catch (Exception e) {
					seen = e;
				}
				if (hopeless.getAsBoolean()) {
					throw new AssertionError(what.get() + ": cannot come any more, " + why.get() + " (after "
							+ (System.nanoTime() - start) / 1_000_000 + " ms; last seen: " + seen + ")");
				}
				if (System.nanoTime() > deadline) {
					throw new AssertionError("not within " + limit.toMillis() + " ms: " + what.get() + " (last seen: "
							+ seen + ")");
				}
				Thread.sleep(POLL_MILLIS);
			}
		}
	}

	/** A TCP port nothing listens on right now. */
	public static int freePort() throws IOException {
		try (ServerSocket s = new ServerSocket(0)) {
			return s.getLocalPort();
		}
	}
}
