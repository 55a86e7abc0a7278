package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.ui.charts.Downsample;
import dyno.ui.tests.pages.CleanWorkbench;

/** Downsampling keeps what a person must see at pixel width: extremes and gaps. */
@ExtendWith(CleanWorkbench.class)
class DownsampleTest {

	@Test
	void keepsFewPointsAsTheyAre() {
		double[][] xy = Downsample.minMax(new long[] { 10, 20, 30 }, new double[] { 1, 2, 3 }, 0, 100, 10);
		assertArrayEquals(new double[] { 10, 20, 30 }, xy[0]);
		assertArrayEquals(new double[] { 1, 2, 3 }, xy[1]);
	}

	@Test
	void thinsToTwoPointsPerColumnKeepingSpikesAndTheWindow() {
		int n = 10_000;
		long[] t = new long[n];
		double[] v = new double[n];
		for (int i = 0; i < n; i++) {
			t[i] = i;
			v[i] = i == 4_321 ? 1_000 : i % 7; // one spike in a saw-tooth
		}
		double[][] xy = Downsample.minMax(t, v, 1_000, 8_999, 100);
		assertTrue(xy[0].length <= 200, "at most two points per column: " + xy[0].length);
		assertEquals(1_000, Arrays.stream(xy[1]).max().getAsDouble(), "the spike survives");
		assertEquals(0, Arrays.stream(xy[1]).min().getAsDouble(), "the troughs survive");
		assertTrue(xy[0][0] >= 1_000 && xy[0][xy[0].length - 1] <= 8_999, "only points inside the window");
		for (int i = 1; i < xy[0].length; i++) {
			assertTrue(xy[0][i] > xy[0][i - 1], "time keeps increasing");
		}
	}

	@Test
	void keepsAGapAsABreakInTheLine() {
		int n = 1_000;
		long[] t = new long[n];
		double[] v = new double[n];
		for (int i = 0; i < n; i++) {
			t[i] = i;
			v[i] = i >= 400 && i < 600 ? Double.NaN : 5;
		}
		double[][] xy = Downsample.minMax(t, v, 0, 999, 50);
		assertTrue(Arrays.stream(xy[1]).anyMatch(Double::isNaN), "the hole stays a hole");
		assertTrue(xy[0].length < 200);
	}
}
