package dyno.heap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The statistics against values worked out by hand. */
class TrendTest {

	@Test
	void mannKendallOfRisingFallingAndTiedSeries() {
		long[] rising = { 1, 2, 3, 4, 5, 6 };
		assertEquals(15, Trend.mannKendallS(rising));
		// var(S) = 6*5*17/18 = 28.33; z = (15-1)/5.323 = 2.630; P(Z > 2.630) = 0.00427
		assertEquals(0.00427, Trend.pRising(rising), 0.00005);
		assertEquals(1, Trend.pRising(new long[] { 6, 5, 4, 3, 2, 1 }));
		assertEquals(1, Trend.pRising(new long[] { 7, 7, 7, 7 }), "no trend in a constant");
		// one step at the start, then flat: S = 5; ties of 5: var = (510 - 300) / 18 = 11.67; z = 4/3.416 = 1.171
		assertEquals(0.1208, Trend.pRising(new long[] { 1, 9, 9, 9, 9, 9 }), 0.0005);
		// three rising points are never significant
		assertEquals(0.149, Trend.pRising(new long[] { 1, 2, 3 }), 0.001);
	}

	@Test
	void theilSenIgnoresAnOutlier() {
		long[] t = { 0, 1000, 2000, 3000, 4000, 5000 };
		long[] x = { 100, 200, 300, 9_000, 500, 600 };
		assertEquals(0.1, Trend.theilSen(t, x), 1e-12, "100 per second despite the spike");
		assertEquals(0, Trend.theilSen(new long[] { 5, 5 }, new long[] { 1, 2 }), "no pair at distinct times");
	}

	@Test
	void largestFallAndNormalTail() {
		assertEquals(0, Trend.largestFall(new long[] { 1, 2, 2, 5 }));
		assertEquals(3, Trend.largestRise(new long[] { 1, 2, 2, 5, 0 }));
		assertEquals(7, Trend.largestFall(new long[] { 1, 8, 3, 1, 6 }));
		assertEquals(0.5, Trend.upperTail(0), 1e-7);
		assertEquals(0.025, Trend.upperTail(1.959964), 1e-6);
		assertEquals(0.975, Trend.upperTail(-1.959964), 1e-6);
	}
}
