package dyno.load.ui.internal.dashboard;

import dyno.ui.TransientInput;

/** One run for the dashboard; two inputs of the same run folder are equal, so a run has one dashboard. */
final class DashboardInput extends TransientInput {

	private final RunData run;

	DashboardInput(RunData run) {
		this.run = run;
	}

	RunData run() {
		return run;
	}

	@Override
	protected Object key() {
		return run.dir();
	}

	@Override
	public String getName() {
		return run.name();
	}

	@Override
	public String getToolTipText() {
		return run.dir().toString();
	}
}
