package dyno.jvm.ui.internal.heap;

import dyno.jvm.SpaceUsage;

/** Sizes of the bars {@link SpacesCanvas} draws. */
final class SpaceCanvasMath {

	private SpaceCanvasMath() {
	}

	/** Beyond this a "maximum" means unlimited (metaspace without -XX:MaxMetaspaceSize reports ~2^64). */
	private static final long UNLIMITED = 1L << 40;

	/** What a bar stands for: the maximum, or the committed size when the maximum is unknown or unlimited. */
	static long extent(SpaceUsage u) {
		return u.max() > 0 && u.max() < UNLIMITED ? Math.max(u.max(), u.committed()) : Math.max(u.committed(), u.used());
	}

	/** The maximum in MB as text: "unlimited" or "?" when the JVM sets none. */
	static String maxText(SpaceUsage u) {
		return u.max() >= UNLIMITED ? "unlimited" : Bytes.mb(u.max());
	}

	/** {@code bytes} in pixels when {@code scale} bytes fill {@code width}; at least 1 for anything non-zero. */
	static int pixels(long bytes, long scale, int width) {
		if (bytes <= 0 || scale <= 0) {
			return 0;
		}
		return (int) Math.max(1, Math.round((double) bytes / scale * width));
	}
}
