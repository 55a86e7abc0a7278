package dyno.ui.charts;

/** How much history a live strip chart shows, ending at the newest sample (the heap's and the server runtime's). */
public enum TimeWindow {
	ONE_MINUTE("1 min", 60_000), FIVE_MINUTES("5 min", 300_000), THIRTY_MINUTES("30 min", 1_800_000), ALL("all", 0);

	public final String label;
	/** 0 for everything collected. */
	public final long millis;

	TimeWindow(String label, long millis) {
		this.label = label;
		this.millis = millis;
	}

	public static TimeWindow named(String name, TimeWindow fallback) {
		for (TimeWindow w : values()) {
			if (w.name().equals(name)) {
				return w;
			}
		}
		return fallback;
	}

	/** The first time the window shows, for samples up to {@code newest}; {@link Long#MIN_VALUE} for all. */
	public long from(long newest) {
		return this == ALL ? Long.MIN_VALUE : newest - millis;
	}
}
