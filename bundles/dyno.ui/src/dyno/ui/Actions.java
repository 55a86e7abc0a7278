package dyno.ui;

import org.eclipse.jface.action.Action;

/** JFace actions made from a lambda, for view toolbars and context menus. */
public final class Actions {

	private Actions() {
	}

	/** A push action named {@code text} that runs {@code run}; {@code tip} (may be null) is its tooltip. */
	public static Action of(String text, String tip, Runnable run) {
		Action a = new Action(text) {
			@Override
			public void run() {
				run.run();
			}
		};
		a.setToolTipText(tip);
		return a;
	}
}
