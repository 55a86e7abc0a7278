package dyno.load.run.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.load.LoadWarning;

/** The load generator's own saturation, judged from CPU time and GC pause figures as the OS and jvmstat give them. */
class GeneratorLoadTest {

	private static final double[] NO_GC = new double[0];

	@Test
	void cpuNearAllCoresForThreeWindowsWarns() {
		GeneratorLoad load = new GeneratorLoad(2);
		long cpu = 0;
		// 2 cores, 2 s windows: 3.8 s of CPU per window is 95 %.
		for (long t = 0; t <= 6_000; t += 2_000, cpu += 3_800) {
			load.sample(t, cpu, NO_GC);
			if (t < 6_000) {
				assertTrue(load.warnings().isEmpty(), "not yet at " + t + " ms");
			}
		}
		List<LoadWarning> warnings = load.warnings();
		assertEquals(List.of("generator-cpu"), warnings.stream().map(LoadWarning::id).toList());
		assertTrue(warnings.get(0).message().startsWith("JMeter used 95 % of this machine's 2 cores"), warnings.toString());
	}

	@Test
	void aBusyBurstOrAnUnknownCpuDoesNotWarn() {
		GeneratorLoad load = new GeneratorLoad(2);
		long[] cpu = { 0, 3_900, 7_800, 8_800, 12_700, 16_600, 17_000 }; // busy, busy, half, busy, busy, idle
		for (int i = 0; i < cpu.length; i++) {
			load.sample(i * 2_000L, cpu[i], NO_GC);
			load.sample(i * 2_000L + 1_000, -1, NO_GC);
		}
		assertTrue(load.warnings().isEmpty(), load.warnings().toString());
	}

	@Test
	void gcPausesWarnOnlyAsAMeanOverEnoughSamples() {
		GeneratorLoad load = new GeneratorLoad(2);
		double[] oneSpike = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 60 };
		double[] tooFew = { 30, 30, 30, Double.NaN, Double.NaN };
		load.sample(0, -1, oneSpike);
		load.sample(250, -1, tooFew);
		assertTrue(load.warnings().isEmpty(), load.warnings().toString());
		double[] sustained = new double[10];
		Arrays.fill(sustained, 12.5);
		load.sample(500, -1, sustained);
		assertEquals(List.of("generator-gc"), load.warnings().stream().map(LoadWarning::id).toList());
		assertTrue(load.warnings().get(0).message().contains("13 % of its time in GC pauses over 5 s"),
				load.warnings().toString());
	}
}
