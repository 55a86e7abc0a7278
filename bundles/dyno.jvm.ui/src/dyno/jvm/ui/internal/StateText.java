package dyno.jvm.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Display;

import dyno.jvm.JvmConnection;

/** How a connection's state reads and looks, the same in the explorer and in the views. */
public final class StateText {

	private StateText() {
	}

	/** "live", "connecting…", "lost: <cause>", "closed". */
	public static String of(JvmConnection c) {
		return switch (c.state()) {
		case CONNECTING -> "connecting…";
		case LIVE -> c.paused() ? "live (paused)" : "live";
		case LOST -> "lost" + (c.problem() == null ? "" : ": " + c.problem());
		case CLOSED -> "closed";
		};
	}

	public static Color color(Display display, JvmConnection.State state) {
		return display.getSystemColor(switch (state) {
		case CONNECTING -> SWT.COLOR_DARK_YELLOW;
		case LIVE -> SWT.COLOR_DARK_GREEN;
		case LOST -> SWT.COLOR_DARK_RED;
		case CLOSED -> SWT.COLOR_DARK_GRAY;
		});
	}
}
