package dyno.jvm.ui.internal;

import dyno.jvm.JvmConnection;
import dyno.ui.StatusColour;

/** How a connection's state reads and looks, the same in the explorer and in the views. */
public final class StateText {

	private StateText() {
	}

	/** "live", "connecting…", "lost: <cause>", "could not connect: <cause>" (never live), "closed". */
	public static String of(JvmConnection c) {
		return switch (c.state()) {
		case CONNECTING -> "connecting…";
		case LIVE -> c.paused() ? "live (paused)" : "live";
		case LOST -> (c.everLive() ? "lost" : "could not connect") + (c.problem() == null ? "" : ": " + c.problem());
		case CLOSED -> "closed";
		};
	}

	/**
	 * What a view without any sample of {@code c} shows: "Waiting for the first sample…", or, when the connection
	 * could not be made, why (no sample comes then).
	 */
	public static String noSamples(JvmConnection c) {
		if (c.state() == JvmConnection.State.LOST && !c.everLive()) {
			return "Could not connect" + (c.problem() == null ? "." : ": " + c.problem());
		}
		return "Waiting for the first sample…";
	}

	/** The colour a state is shown in: live green, connecting yellow, lost red, closed grey. */
	public static StatusColour colour(JvmConnection.State state) {
		return switch (state) {
		case CONNECTING -> StatusColour.PENDING;
		case LIVE -> StatusColour.GOOD;
		case LOST -> StatusColour.ERROR;
		case CLOSED -> StatusColour.MUTED;
		};
	}
}
