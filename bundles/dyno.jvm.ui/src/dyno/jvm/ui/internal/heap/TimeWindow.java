package dyno.jvm.ui.internal.heap;

/** How much history the charts show, ending at the newest sample. */
public enum TimeWindow {
	ONE_MINUTE("1 min", 60_000), FIVE_MINUTES("5 min", 300_000), THIRTY_MINUTES("30 min", 1_800_000), ALL("all", 0);

	final String label;
	/** 0 for everything collected. */
	final long millis;

	TimeWindow(String label, long millis) {
		this.label = label;
		this.millis = millis;
	}

	/** How the window's menu and the preferences name it ("5 min"). */
	public String label() {
		return label;
	}

	public static TimeWindow named(String name, TimeWindow fallback) {
		for (TimeWindow w : values()) {
			if (w.name().equals(name)) {
				return w;
			}
		}
		return fallback;
	}
}
