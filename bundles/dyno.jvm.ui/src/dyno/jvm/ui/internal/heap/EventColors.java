package dyno.jvm.ui.internal.heap;

import java.awt.Color;

import dyno.core.Plural;
import dyno.jvm.CollectorKind;
import dyno.jvm.GcEvent;

/** One colour per kind of collection, and the words for an event, shared by charts and their tooltips. */
final class EventColors {

	private EventColors() {
	}

	static Color of(CollectorKind kind) {
		return switch (kind) {
		case YOUNG -> new Color(0x2C, 0xA0, 0x2C);
		case FULL -> new Color(0xD6, 0x27, 0x28);
		case CONCURRENT_PAUSE -> new Color(0xFF, 0x7F, 0x0E);
		case CYCLE -> new Color(0x94, 0x67, 0xBD);
		};
	}

	static String label(CollectorKind kind) {
		return switch (kind) {
		case YOUNG -> "young GC";
		case FULL -> "full GC";
		case CONCURRENT_PAUSE -> "concurrent pause";
		case CYCLE -> "concurrent cycle";
		};
	}

	/** "G1 Young Generation: 2 collections, 4.1 ms, cause: G1 Evacuation Pause". */
	static String describe(GcEvent e) {
		return e.collector() + ": " + Plural.of(e.count(), "collection") + ", "
				+ String.format("%.1f ms", e.timeNanos() / 1e6) + (e.kind().pauses() ? " pause" : " (concurrent)")
				+ (e.cause() == null || e.cause().isBlank() ? "" : ", cause: " + e.cause());
	}
}
