package dyno.samples;

import java.time.Instant;

/**
 * A target for flame graphs over time: for the first phase the main thread spends its time in
 * {@link #phaseOneHot}, for the second in {@link #phaseTwoHot}, then it ends by itself after a margin (so a
 * recording started with {@code -XX:StartFlightRecording} is written at exit and no test leaks the process). Before
 * {@value ChildJvm#READY} it prints {@code phase 2 from <ISO instant>}, where a test's time range can split.
 * <p>
 * Arguments: [seconds per phase, default 3] [seconds of margin after phase 2, default 1].
 */
public final class TwoPhases {

	/** The line before the second phase's start instant. */
	public static final String PHASE_TWO_FROM = "phase 2 from ";

	private static volatile long sink;

	private TwoPhases() {
	}

	public static void main(String[] args) throws Exception {
		long phaseMillis = args.length > 0 ? Long.parseLong(args[0]) * 1000 : 3000;
		long marginMillis = args.length > 1 ? Long.parseLong(args[1]) * 1000 : 1000;
		Idle.exitWhenParentGoes();
		long start = System.currentTimeMillis();
		long phaseTwo = start + phaseMillis;
		long end = phaseTwo + phaseMillis;
		System.out.println(PHASE_TWO_FROM + Instant.ofEpochMilli(phaseTwo));
		System.out.println(ChildJvm.READY);
		System.out.flush();
		while (System.currentTimeMillis() < phaseTwo) {
			sink += phaseOneHot(100_000);
		}
		while (System.currentTimeMillis() < end) {
			sink += phaseTwoHot(100_000);
		}
		Thread.sleep(marginMillis);
		System.exit(0);
	}

	/** Phase 1's hot method: pure arithmetic, no calls, so its samples are its own. */
	static long phaseOneHot(int rounds) {
		long x = rounds;
		for (int i = 0; i < rounds; i++) {
			x += (x * x) >>> 17 ^ i;
		}
		return x;
	}

	/** Phase 2's hot method: different arithmetic, so the JIT keeps it a method of its own. */
	static long phaseTwoHot(int rounds) {
		long x = 0x9E3779B97F4A7C15L;
		for (int i = 0; i < rounds; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		return x;
	}
}
