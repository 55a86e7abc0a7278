package dyno.bench;

import java.util.Locale;

/** One result line per measurement, the same for every library, so hprof.sh can gather them. */
final class Report {

	private Report() {
	}

	static void line(String library, String what, long nanos, long instances, long bytes) {
		System.out.println(String.format(Locale.ROOT, "RESULT %-9s %-10s %7.2f s  %,12d objects %,15d bytes", library,
				what, nanos / 1e9, instances, bytes));
	}
}
