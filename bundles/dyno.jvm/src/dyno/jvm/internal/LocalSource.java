package dyno.jvm.internal;

import java.io.IOException;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmInfo;

/**
 * A JVM of this machine: GC numbers and info from its jvmstat counters (cheap, every space and cause), actions
 * through the attach API, attached only when first used.
 */
final class LocalSource implements JvmSource {

	private final JvmstatSource counters;
	private final AttachActions actions;

	LocalSource(JvmstatSource counters, long pid) {
		this.counters = counters;
		this.actions = new AttachActions(pid);
	}

	@Override
	public GcSpaces readGc() throws IOException {
		return counters.readGc();
	}

	@Override
	public JvmInfo info() throws IOException {
		return counters.info();
	}

	@Override
	public JvmActions actions() {
		return actions;
	}

	@Override
	public void close() {
		actions.close();
		counters.close();
	}
}
