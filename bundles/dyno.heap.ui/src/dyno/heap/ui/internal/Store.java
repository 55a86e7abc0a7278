package dyno.heap.ui.internal;

import dyno.core.Listeners;
import dyno.core.Listeners.Registration;
import dyno.heap.SnapshotStore;

/**
 * The workbench's snapshot store ({@link SnapshotStore#defaultStore()}: {@code ~/.dyno/snapshots} unless the
 * {@code dyno.snapshots} property says otherwise, read at each use) and who wants to hear that it changed. One per
 * running bundle: {@link HeapUiPlugin#store()}.
 */
public final class Store {

	private final Listeners<Runnable> listeners = new Listeners<>();

	Store() {
	}

	public SnapshotStore get() {
		return SnapshotStore.defaultStore();
	}

	/** Tells the listeners (on the thread that calls this) that snapshots were added. */
	public void changed() {
		listeners.fire(Runnable::run);
	}

	/** Runs {@code r} after each change until the registration is closed. */
	public Registration addListener(Runnable r) {
		return listeners.add(r);
	}

	/** How many listeners are registered (for tests: a closed view leaves none). */
	public int listenerCount() {
		return listeners.size();
	}
}
