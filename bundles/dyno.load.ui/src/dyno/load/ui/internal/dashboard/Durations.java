package dyno.load.ui.internal.dashboard;

/** Elapsed times as a tester reads them: "42 s", "3:07 min", "1:02:03 h". */
final class Durations {

	private Durations() {
	}

	static String text(long millis) {
		long s = Math.max(0, millis / 1000);
		if (s < 60) {
			return s + " s";
		}
		if (s < 3600) {
			return String.format("%d:%02d min", s / 60, s % 60);
		}
		return String.format("%d:%02d:%02d h", s / 3600, s / 60 % 60, s % 60);
	}
}
