package dyno.heap.ui.internal;

import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** The running dyno.heap.ui bundle: owns the snapshot store's listeners, which go when the bundle stops. */
public final class HeapUiPlugin implements BundleActivator {

	private static volatile HeapUiPlugin running;

	private final Store store = new Store();

	@Override
	public void start(BundleContext context) {
		running = this;
	}

	@Override
	public void stop(BundleContext context) {
		running = null;
	}

	/** The snapshot store of the running bundle. */
	public static Store store() {
		HeapUiPlugin p = running;
		if (p == null) {
			throw new IllegalStateException("dyno.heap.ui is not active");
		}
		return p.store;
	}
}
