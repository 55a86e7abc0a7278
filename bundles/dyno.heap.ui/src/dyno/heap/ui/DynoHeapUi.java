package dyno.heap.ui;

/** Identifiers of the snapshot, diff, leak finder, holders and dominator tree parts, for the perspective, menus and UI tests. */
public final class DynoHeapUi {

	public static final String SNAPSHOTS_VIEW_ID = "dyno.heap.ui.snapshots";
	public static final String HOLDERS_VIEW_ID = "dyno.heap.ui.holders";
	public static final String DIFF_EDITOR_ID = "dyno.heap.ui.diff";
	public static final String LEAK_FINDER_EDITOR_ID = "dyno.heap.ui.leakFinder";
	public static final String DOMINATOR_TREE_EDITOR_ID = "dyno.heap.ui.dominatorTree";

	private DynoHeapUi() {
	}
}
