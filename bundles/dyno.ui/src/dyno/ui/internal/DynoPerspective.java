package dyno.ui.internal;

import java.util.Set;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;

import dyno.ui.DynoUi;

/**
 * The Dyno perspective and, as nested classes, one per journey (Monitor, Servers, Load, Profile). All share one
 * frame so a user finds things in the same place in each: the JVM Explorer in a left column wide enough for a JVM's
 * name, the editor area (configurations, recordings, dashboards, leak reports) as the largest part, and the views of
 * the opened JVMs in a folder below it, so a result opened later takes the editor area and leaves that context
 * visible instead of squeezing it. The views of other bundles are placed here by id (placeholders, with {@code :*}
 * for the views opened once per JVM under a secondary id), so each perspective lays out all of them in one place.
 * Every perspective has a place for each per-JVM view ({@link #PER_JVM_VIEWS}): a switch from one Dyno perspective
 * to another shows the JVMs' views there too ({@link JvmViewsFollow}), and they must not land in a random spot.
 * <p>
 * Reset Perspective lays the perspective out again while its editors stay open: a hidden editor area then would
 * dispose them, and an editor whose input is not persistable (a run, a snapshot series) cannot be made again from
 * its reference ("No editor descriptor for id …emptyEditorTab"). So the area is hidden only when no editor is open.
 */
public class DynoPerspective implements IPerspectiveFactory {

	/** The left column's folder: the JVM Explorer (and, stacked, the JBoss Servers). */
	static final String EXPLORER_FOLDER = "dyno.ui.explorerViews";
	/** Below the explorer: Snapshots and the other lists a journey picks from. */
	static final String LISTS_FOLDER = "dyno.ui.listViews";
	/** Below the editor area: the per-JVM views (the folder other bundles' perspective extensions stack into). */
	static final String JVM_FOLDER = "dyno.ui.jvmViews";
	/** Beside the per-JVM views: the second thing a journey watches (threads, the console, the hints). */
	static final String SIDE_FOLDER = "dyno.ui.sideViews";

	static final String SNAPSHOTS = "dyno.heap.ui.snapshots";
	static final String HOLDERS = "dyno.heap.ui.holders";
	static final String LIVE_PROFILE = "dyno.profile.ui.liveProfile:*";
	static final String SERVERS = "dyno.jboss.ui.servers";
	static final String SERVER_RUNTIME = "dyno.jboss.ui.serverRuntime";
	static final String TUNING_HISTORY = "dyno.jboss.ui.history";
	static final String PROBLEMS = IPageLayout.ID_PROBLEM_VIEW;
	static final String CONSOLE = "org.eclipse.ui.console.ConsoleView";

	/**
	 * The views opened once per JVM under a secondary id that names it (Heap Generations, Threads, MBeans, Live
	 * Profile, Server Runtime): each perspective has a place for them, and they follow the user from one Dyno
	 * perspective to the next ({@link JvmViewsFollow}).
	 */
	static final Set<String> PER_JVM_VIEWS = Set.of(stripped(DynoUi.JVM_VIEWS_PLACEHOLDER),
			stripped(DynoUi.JVM_THREADS_PLACEHOLDER), stripped(DynoUi.JVM_MBEANS_PLACEHOLDER), stripped(LIVE_PROFILE),
			SERVER_RUNTIME);

	/** The perspectives, in the order Window > Perspective > Open Perspective lists them. */
	static final String[] PERSPECTIVES = { DynoUi.PERSPECTIVE_ID, DynoUi.MONITOR_PERSPECTIVE_ID,
			DynoUi.SERVERS_PERSPECTIVE_ID, DynoUi.LOAD_PERSPECTIVE_ID, DynoUi.PROFILE_PERSPECTIVE_ID };

	private static String stripped(String placeholder) {
		return placeholder.endsWith(":*") ? placeholder.substring(0, placeholder.length() - 2) : placeholder;
	}

	/** The editor area's share of the right-hand column's height; the per-JVM views have the rest. */
	private final float editorShare;
	/** The per-JVM views' share of the bottom row's width; the side folder has the rest. */
	private final float jvmViewsShare;

	public DynoPerspective() {
		this(0.55f, 0.6f);
	}

	DynoPerspective(float editorShare, float jvmViewsShare) {
		this.editorShare = editorShare;
		this.jvmViewsShare = jvmViewsShare;
	}

	@Override
	public void createInitialLayout(IPageLayout layout) {
		layout.setEditorAreaVisible(editorsOpen());
		String editors = layout.getEditorArea();
		IFolderLayout left = layout.createFolder(EXPLORER_FOLDER, IPageLayout.LEFT, 0.24f, editors);
		IFolderLayout lists = layout.createFolder(LISTS_FOLDER, IPageLayout.BOTTOM, 0.6f, EXPLORER_FOLDER);
		IFolderLayout jvm = layout.createFolder(JVM_FOLDER, IPageLayout.BOTTOM, editorShare, editors);
		IFolderLayout side = layout.createFolder(SIDE_FOLDER, IPageLayout.RIGHT, jvmViewsShare, JVM_FOLDER);
		arrange(left, lists, jvm, side);
		for (String perspective : PERSPECTIVES) {
			layout.addPerspectiveShortcut(perspective);
		}
		for (String view : new String[] { DynoUi.JVM_EXPLORER_ID, SNAPSHOTS, HOLDERS, SERVERS, TUNING_HISTORY,
				PROBLEMS, CONSOLE }) {
			layout.addShowViewShortcut(view);
		}
	}

	/**
	 * Fills the four folders. Each view has one place per perspective (a placeholder where it is not shown at
	 * first); this one, the all-round perspective, shows the explorer and the snapshots and has a place for all.
	 */
	void arrange(IFolderLayout left, IFolderLayout lists, IFolderLayout jvm, IFolderLayout side) {
		left.addView(DynoUi.JVM_EXPLORER_ID);
		left.addPlaceholder(SERVERS);
		lists.addView(SNAPSHOTS);
		lists.addPlaceholder(TUNING_HISTORY);
		perJvmViews(jvm);
		jvm.addPlaceholder(HOLDERS);
		serverRuntime(jvm);
		side.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
		side.addPlaceholder(PROBLEMS);
		side.addPlaceholder(CONSOLE);
	}

	/** The views opened once per JVM (under a secondary id), stacked; Threads is the side folder's. */
	static void perJvmViews(IFolderLayout folder) {
		folder.addPlaceholder(DynoUi.JVM_VIEWS_PLACEHOLDER);
		folder.addPlaceholder(DynoUi.JVM_MBEANS_PLACEHOLDER);
		folder.addPlaceholder(LIVE_PROFILE);
	}

	/** The JBoss runtime view, by id: one per server (any secondary id) or a single one. */
	static void serverRuntime(IFolderLayout folder) {
		folder.addPlaceholder(SERVER_RUNTIME);
		folder.addPlaceholder(SERVER_RUNTIME + ":*");
	}

	/**
	 * Watching JVMs: the heap views and the threads side by side and taller than elsewhere, the snapshots and the
	 * leak search at hand.
	 */
	public static final class Monitor extends DynoPerspective {
		public Monitor() {
			super(0.4f, 0.6f);
		}

		@Override
		void arrange(IFolderLayout left, IFolderLayout lists, IFolderLayout jvm, IFolderLayout side) {
			left.addView(DynoUi.JVM_EXPLORER_ID);
			lists.addView(SNAPSHOTS);
			perJvmViews(jvm);
			jvm.addPlaceholder(HOLDERS);
			serverRuntime(jvm);
			side.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
			side.addPlaceholder(PROBLEMS);
		}
	}

	/**
	 * Tuning servers: the JBoss Servers above the JVM Explorer, the configuration editors in the middle, the
	 * server's runtime and its JVM below, the findings (Problems) and the tuning history beside them.
	 */
	public static final class Servers extends DynoPerspective {
		@Override
		void arrange(IFolderLayout left, IFolderLayout lists, IFolderLayout jvm, IFolderLayout side) {
			left.addView(SERVERS);
			lists.addView(DynoUi.JVM_EXPLORER_ID);
			serverRuntime(jvm);
			perJvmViews(jvm);
			side.addView(PROBLEMS);
			side.addView(TUNING_HISTORY);
			side.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
			side.addPlaceholder(CONSOLE);
		}
	}

	/**
	 * Load tests: the Load Dashboard in the editor area, the watched JVM below it (its heap, and its threads
	 * beside), JMeter's console in the side folder, so that its output at a run's start and stop never covers the
	 * dashboard (it comes in front of the threads instead).
	 */
	public static final class Load extends DynoPerspective {
		@Override
		void arrange(IFolderLayout left, IFolderLayout lists, IFolderLayout jvm, IFolderLayout side) {
			left.addView(DynoUi.JVM_EXPLORER_ID);
			lists.addPlaceholder(TUNING_HISTORY);
			lists.addPlaceholder(SNAPSHOTS);
			perJvmViews(jvm);
			serverRuntime(jvm);
			side.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
			side.addPlaceholder(CONSOLE);
			side.addPlaceholder(PROBLEMS);
		}
	}

	/** Profiling: recordings in the editor area, the live profile below, the recordings' hints beside it. */
	public static final class Profile extends DynoPerspective {
		@Override
		void arrange(IFolderLayout left, IFolderLayout lists, IFolderLayout jvm, IFolderLayout side) {
			left.addView(DynoUi.JVM_EXPLORER_ID);
			lists.addPlaceholder(SNAPSHOTS);
			jvm.addPlaceholder(LIVE_PROFILE);
			jvm.addPlaceholder(DynoUi.JVM_VIEWS_PLACEHOLDER);
			jvm.addPlaceholder(DynoUi.JVM_MBEANS_PLACEHOLDER);
			serverRuntime(jvm);
			side.addView(PROBLEMS);
			side.addPlaceholder(DynoUi.JVM_THREADS_PLACEHOLDER);
		}
	}

	/** Whether the page being laid out again (Reset Perspective) has editors; false at the first layout. */
	private static boolean editorsOpen() {
		IWorkbenchWindow window = PlatformUI.isWorkbenchRunning()
				? PlatformUI.getWorkbench().getActiveWorkbenchWindow()
				: null;
		IWorkbenchPage page = window == null ? null : window.getActivePage();
		return page != null && page.getEditorReferences().length > 0;
	}
}
