package dyno.ui.tests.pages;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.widgets.Display;

/**
 * The CSS theme engine the workbench keeps on its display, as General > Appearance uses it. Its interface is API
 * only for the platform's own bundles (x-friends), so a test calls its methods by name; on the UI thread.
 */
public final class Themes {

	public static final String LIGHT = "org.eclipse.e4.ui.css.theme.e4_default";
	public static final String DARK = "org.eclipse.e4.ui.css.theme.e4_dark";

	private Themes() {
	}

	/** The id of the theme in use. */
	public static String active() {
		return (String) call(call(engine(), "getActiveTheme"), "getId");
	}

	/** The ids of the themes offered. */
	public static List<String> offered() {
		List<String> ids = new ArrayList<>();
		for (Object theme : (List<?>) call(engine(), "getThemes")) {
			ids.add((String) call(theme, "getId"));
		}
		return ids;
	}

	/** Switches to the theme {@code id} for this session (not saved in the preferences). */
	public static void use(String id) {
		Object engine = engine();
		try {
			engine.getClass().getMethod("setTheme", String.class, boolean.class).invoke(engine, id, false);
		} catch (ReflectiveOperationException e) {
			throw new AssertionError("cannot set the theme " + id, e);
		}
	}

	private static Object engine() {
		Object engine = Display.getCurrent().getData("org.eclipse.e4.ui.css.swt.theme");
		if (engine == null) {
			throw new AssertionError("the workbench has no CSS theme engine");
		}
		return engine;
	}

	private static Object call(Object target, String method) {
		try {
			return target.getClass().getMethod(method).invoke(target);
		} catch (InvocationTargetException e) {
			throw new AssertionError(method + " failed", e.getCause());
		} catch (ReflectiveOperationException e) {
			throw new AssertionError("no " + method + " on " + target.getClass(), e);
		}
	}
}
