package dyno.ui.internal;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

import dyno.ui.internal.prefs.StoreFolders;

/** Applies the store folders of the preferences before any view or editor of Dyno opens a store. */
public final class DynoUiActivator implements BundleActivator {

	@Override
	public void start(BundleContext context) {
		StoreFolders.start();
	}

	@Override
	public void stop(BundleContext context) {
		// Nothing held.
	}
}
