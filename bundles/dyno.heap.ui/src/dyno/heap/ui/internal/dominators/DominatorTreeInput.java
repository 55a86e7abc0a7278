package dyno.heap.ui.internal.dominators;

import java.nio.file.Path;

import dyno.ui.TransientInput;

/** The dominator tree of one HPROF heap dump: one editor per dump file. */
public final class DominatorTreeInput extends TransientInput {

	private final Path dump;

	public DominatorTreeInput(Path dump) {
		this.dump = dump.toAbsolutePath().normalize();
	}

	public Path dump() {
		return dump;
	}

	@Override
	protected Object key() {
		return dump;
	}

	@Override
	public String getName() {
		return "Dominators of " + dump.getFileName();
	}

	@Override
	public String getToolTipText() {
		return dump.toString();
	}
}
