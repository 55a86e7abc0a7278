package dyno.jvm.ui.internal.explorer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.layout.TreeColumnLayout;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners.Registration;
import dyno.core.Plural;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmDiscovery;
import dyno.jvm.RunningJvm;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.connections.SavedTargets;
import dyno.jvm.ui.connections.SavedTargets.JstatdHost;
import dyno.ui.CanvasColours;
import dyno.ui.DynoUi;

/**
 * The JVMs Dyno can watch: "Local" (this machine's JVMs, listed every second) and "Remote" (jstatd hosts with
 * the JVMs each publishes, and JMX connections). Listing runs in background jobs; the tree only changes on the
 * UI thread and only where something changed. The Connection column shows each open connection's state.
 */
public final class JvmExplorerView extends ViewPart {

	/** Listing this machine's JVMs reads every JVM's counters file: every 2 s, not every second (0.1 % of a core). */
	static final long LOCAL_MILLIS = 2000;
	static final long HOST_MILLIS = 3000;
	static final long RETRY_MILLIS = 5000;

	private final ExplorerModel model = new ExplorerModel();
	private final Map<JstatdHost, Listing> hostListings = new HashMap<>();
	private TreeViewer viewer;
	/** The JVM column, widened to its longest name (see fitNames); the other columns keep their widths. */
	private TreeColumn jvmColumn;
	private TreeColumnLayout columns;
	private Listing localListing;
	private Registration connectionStates;
	private final JvmConnection.Listener stateListener = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection connection, JvmConnection.State state) {
			onUi(() -> viewer.refresh(true));
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		TreeColumnLayout layout = new TreeColumnLayout();
		area.setLayout(layout);
		viewer = new TreeViewer(area, SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		Tree tree = viewer.getTree();
		tree.setData(DynoUi.WIDGET_NAME, "jvmExplorer.tree");
		tree.setHeaderVisible(true);
		tree.setLinesVisible(true);
		// The rows' status colours (StatusColour) are chosen for the theme when a row is updated.
		CanvasColours.whenThemeChanges(tree, colours -> viewer.refresh(true));
		for (ExplorerLabels.Column c : ExplorerLabels.Column.values()) {
			TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
			column.getColumn().setText(c.title);
			column.setLabelProvider(new ExplorerLabels(c, model, tree));
			layout.setColumnData(column.getColumn(), new ColumnPixelData(c.width, true));
			if (c == ExplorerLabels.Column.JVM) {
				jvmColumn = column.getColumn();
			}
		}
		columns = layout;
		fitNames();
		ColumnViewerToolTipSupport.enableFor(viewer);
		viewer.setContentProvider(new ExplorerContent(model));
		viewer.setUseHashlookup(true);
		viewer.setInput(model);
		viewer.expandToLevel(2);
		getSite().setSelectionProvider(viewer);

		ExplorerActions actions = new ExplorerActions(this, viewer);
		actions.fill(getViewSite().getActionBars().getToolBarManager());
		MenuManager menu = new MenuManager();
		menu.setRemoveAllWhenShown(true);
		menu.addMenuListener(actions::fillContextMenu);
		tree.setMenu(menu.createContextMenu(tree));
		// Other bundles add their actions on a JVM (snapshots, leak finder) to the additions group by plugin.xml.
		getSite().registerContextMenu(menu, viewer);
		viewer.addDoubleClickListener(e -> actions.open());

		connectionStates = Connections.get().addListener(stateListener);
		localListing = new Listing("Listing local JVMs", JvmDiscovery.local(), LOCAL_MILLIS, RETRY_MILLIS,
				(jvms, error) -> onUi(() -> showLocal(jvms, error)));
		localListing.schedule();
		for (JstatdHost h : SavedTargets.hosts()) {
			addHost(h);
		}
		model.jmx.addAll(SavedTargets.jmx());
		if (!model.jmx.isEmpty()) {
			showRemote();
		}
	}

	private void showLocal(List<RunningJvm> jvms, String error) {
		List<ExplorerModel.JvmNode> nodes = jvms == null ? List.of() : ExplorerModel.nodes(jvms, null);
		String problem = error == null ? null : "Cannot list local JVMs: " + error;
		if (nodes.equals(model.local) && java.util.Objects.equals(problem, model.localError)) {
			return;
		}
		boolean first = model.local.isEmpty() && model.localError == null;
		model.local = nodes;
		model.localError = problem;
		viewer.refresh(ExplorerModel.Group.LOCAL, true);
		if (first) {
			// A group expanded while it had no children stays closed in SWT: open it once it has some.
			viewer.setExpandedState(ExplorerModel.Group.LOCAL, true);
		}
		setContentDescription(problem != null ? "" : Plural.of(nodes.size(), "JVM") + " on this machine");
		fitNames();
	}

	/**
	 * Gives the JVM column the width of its longest name (at least its default) and the rest of the view's width
	 * beyond the other columns, so that a name is cut only when the view is too narrow for it, not at a fixed width.
	 */
	private void fitNames() {
		jvmColumn.pack();
		int names = Math.max(ExplorerLabels.Column.JVM.width, jvmColumn.getWidth());
		columns.setColumnData(jvmColumn, new ColumnWeightData(1, names, true));
		jvmColumn.getParent().getParent().layout(true);
	}

	/** Adds a jstatd host to the tree and starts listing it (UI thread). */
	void addHost(JstatdHost host) {
		if (model.hosts.containsKey(host)) {
			return;
		}
		model.hosts.put(host, new ExplorerModel.HostState());
		Listing listing = new Listing("Listing JVMs on jstatd " + host.label(), JvmDiscovery.jstatd(host.host(), host.port()),
				HOST_MILLIS, RETRY_MILLIS, (jvms, error) -> onUi(() -> showHost(host, jvms, error)));
		hostListings.put(host, listing);
		listing.schedule();
		showRemote();
		viewer.setExpandedState(host, true);
	}

	private void showHost(JstatdHost host, List<RunningJvm> jvms, String error) {
		ExplorerModel.HostState s = model.hosts.get(host);
		if (s == null) {
			return; // removed meanwhile
		}
		List<ExplorerModel.JvmNode> nodes = jvms == null ? List.of() : ExplorerModel.nodes(jvms, host);
		if (s.listed && nodes.equals(s.jvms) && java.util.Objects.equals(error, s.error)) {
			return;
		}
		s.jvms = nodes;
		s.error = error;
		s.listed = true;
		viewer.refresh(host, true);
		fitNames();
	}

	private void showRemote() {
		viewer.refresh(ExplorerModel.Group.REMOTE);
		viewer.setExpandedState(ExplorerModel.Group.REMOTE, true);
		fitNames();
	}

	void removeHost(JstatdHost host) {
		Listing l = hostListings.remove(host);
		if (l != null) {
			l.stop();
		}
		ExplorerModel.HostState s = model.hosts.remove(host);
		if (s != null) {
			s.jvms.forEach(n -> Connections.get().disconnect(n.target()));
		}
		viewer.refresh(ExplorerModel.Group.REMOTE);
	}

	void addJmx(Target.Jmx target) {
		if (!model.jmx.contains(target)) {
			model.jmx.add(target);
		}
		showRemote();
	}

	void removeJmx(Target.Jmx target) {
		model.jmx.remove(target);
		viewer.refresh(ExplorerModel.Group.REMOTE);
	}

	ExplorerModel model() {
		return model;
	}

	private void onUi(Runnable r) {
		if (viewer == null) {
			return;
		}
		Display d = viewer.getControl().isDisposed() ? null : viewer.getControl().getDisplay();
		if (d != null) {
			d.asyncExec(() -> {
				if (!viewer.getControl().isDisposed()) {
					r.run();
				}
			});
		}
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		if (connectionStates != null) {
			connectionStates.close();
		}
		if (localListing != null) {
			localListing.stop();
		}
		hostListings.values().forEach(Listing::stop);
		super.dispose();
	}
}
