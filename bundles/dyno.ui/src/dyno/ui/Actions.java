package dyno.ui;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.resource.ImageDescriptor;

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

	/**
	 * The same with an icon ({@link Icons}): a tool bar shows the icon alone and the tooltip (the text when
	 * {@code tip} is null), a menu shows both, so a view's tool bar stays narrow.
	 */
	public static Action of(String text, String tip, ImageDescriptor icon, Runnable run) {
		Action a = of(text, tip, run);
		a.setImageDescriptor(icon);
		return a;
	}
}
