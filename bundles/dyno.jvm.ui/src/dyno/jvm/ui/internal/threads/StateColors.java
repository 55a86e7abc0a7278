package dyno.jvm.ui.internal.threads;

import org.eclipse.swt.graphics.Color;

import dyno.jvm.threads.ThreadState;

/**
 * The timeline's colour per thread state, close to VisualVM's so a user who knows it reads Dyno at once: green
 * running, red blocked, yellow and orange waiting, purple sleeping, grey for the rest. SWT colours of plain RGB
 * need no disposing.
 */
final class StateColors {

	private static final Color[] COLORS = new Color[ThreadState.values().length];

	static {
		set(ThreadState.RUNNING, 0x3C, 0xB3, 0x4A);
		set(ThreadState.BLOCKED, 0xD6, 0x27, 0x28);
		set(ThreadState.WAITING, 0xF2, 0xC0, 0x3A);
		set(ThreadState.TIMED_WAITING, 0xF5, 0x9B, 0x42);
		set(ThreadState.PARKED, 0x4F, 0x8F, 0xD6);
		set(ThreadState.SLEEPING, 0x9B, 0x6B, 0xC9);
		set(ThreadState.NEW, 0xCC, 0xCC, 0xCC);
		set(ThreadState.TERMINATED, 0x88, 0x88, 0x88);
	}

	private StateColors() {
	}

	private static void set(ThreadState s, int r, int g, int b) {
		COLORS[s.ordinal()] = new Color(r, g, b);
	}

	static Color of(ThreadState state) {
		return COLORS[state.ordinal()];
	}
}
