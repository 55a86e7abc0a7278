package dyno.heap.ui.internal;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dyno.heap.SnapshotStore;

/**
 * The workbench's snapshot store ({@link SnapshotStore#defaultStore()}: {@code ~/.dyno/snapshots} unless the
 * {@code dyno.snapshots} property says otherwise, read at each use) and who wants to hear that it changed.
 */
public final class Store {

	private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();

	private Store() {
	}

	public static SnapshotStore get() {
		return SnapshotStore.defaultStore();
	}

	/** Tells the listeners (on the thread that calls this) that snapshots were added. */
	public static void changed() {
		LISTENERS.forEach(Runnable::run);
	}

	public static void addListener(Runnable r) {
		LISTENERS.add(r);
	}

	public static void removeListener(Runnable r) {
		LISTENERS.remove(r);
	}
}
