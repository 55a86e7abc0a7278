package dyno.ui.internal.prefs;

import java.util.EnumSet;
import java.util.Set;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dyno.core.DynoFolders.Store;

/**
 * The folders the Dyno preference page chooses for the stores, applied as the stores' system properties: the
 * engines find their folders there (see {@link dyno.core.DynoFolders}), so the workbench and the engines agree.
 * A property or variable given when the workbench started (a script, a test, CI) wins over the preference.
 */
public final class StoreFolders {

	private static IPreferenceStore store;
	/** The stores whose folder the launch named: left alone. */
	private static final Set<Store> GIVEN_AT_LAUNCH = EnumSet.noneOf(Store.class);

	private StoreFolders() {
	}

	static synchronized IPreferenceStore store() {
		if (store == null) {
			store = new ScopedPreferenceStore(InstanceScope.INSTANCE, "dyno.ui");
			for (Store s : Store.values()) {
				store.setDefault(key(s), "");
			}
		}
		return store;
	}

	static String key(Store s) {
		return "store." + s.name;
	}

	/** Notes what the launch named, applies the preferences and follows their changes. Once, at the start. */
	public static synchronized void start() {
		for (Store s : Store.values()) {
			if (System.getProperty(s.property) != null || System.getenv(s.variable) != null) {
				GIVEN_AT_LAUNCH.add(s);
			}
		}
		for (Store s : Store.values()) {
			apply(s);
		}
		store().addPropertyChangeListener(e -> {
			for (Store s : Store.values()) {
				if (key(s).equals(e.getProperty())) {
					apply(s);
				}
			}
		});
	}

	/** Whether the launch named {@code s}'s folder, so the preference does not apply. */
	static synchronized boolean givenAtLaunch(Store s) {
		return GIVEN_AT_LAUNCH.contains(s);
	}

	private static synchronized void apply(Store s) {
		if (GIVEN_AT_LAUNCH.contains(s)) {
			return;
		}
		String folder = store().getString(key(s)).strip();
		if (folder.isEmpty()) {
			System.clearProperty(s.property);
		} else {
			System.setProperty(s.property, folder);
		}
	}
}
