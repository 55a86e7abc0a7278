package dyno.heap.ui.internal.dominators;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.layout.TreeColumnLayout;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreePath;
import org.eclipse.jface.viewers.TreeSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TabFolder;
import org.eclipse.swt.widgets.TabItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Result;
import dyno.heap.analysis.DominatorsAnalysis;
import dyno.heap.analysis.DominatorsResult;
import dyno.heap.hprof.DominatorTree;
import dyno.heap.hprof.GcRootPath;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.Keeper;
import dyno.heap.hprof.RetainedGroup;
import dyno.heap.hprof.Step;
import dyno.heap.ui.DynoHeapUi;
import dyno.heap.ui.internal.Analyses;
import dyno.heap.ui.internal.snapshots.ImportSnapshots;
import dyno.heap.ui.internal.dominators.DominatorContent.Column;
import dyno.heap.ui.internal.dominators.DominatorContent.Grouping;
import dyno.heap.ui.internal.dominators.DominatorContent.More;
import dyno.heap.ui.internal.dominators.DominatorContent.Obj;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.MonitorProgress;
import dyno.ui.Parts;
import dyno.ui.ReadOnlyEditor;
import dyno.ui.ReportSource;

/**
 * The dominator tree of a heap dump, as Eclipse MAT shows it: the objects that keep the most memory alive on top,
 * each opening onto what it keeps; grouped by class, package or class loader if asked; the selected object's path
 * from a GC root below; Find by class (its biggest keepers) or by hex address. A Top Consumers tab lists the
 * biggest objects, classes and packages. The tree is computed (or loaded from its index file) in a job; the dump
 * stays open while the editor is, for the paths.
 */
public final class DominatorTreeEditor extends ReadOnlyEditor implements ReportSource {

	private static final int TOP = 20;

	private Label summary;
	private Combo groupBy;
	private Text find;
	private TreeViewer viewer;
	private Text path;
	private Composite consumers;
	/** Set once read; the dump is closed with the editor. */
	private Loaded loaded;
	/** A class to find once the tree is read (the Leak Finder's Show Dominators). */
	private String pending;

	/** The open dump, its tree and the report File > Export Report… writes. */
	private record Loaded(HeapDump dump, DominatorTree tree, DominatorsResult report, Arguments arguments) {
	}

	/** Opens the dominator tree of {@code dump}; when {@code className} is not null, finds that class's biggest keepers. */
	public static void open(Path dump, String className) {
		DominatorTreeInput input = new DominatorTreeInput(dump);
		Parts.openEditor(input, DynoHeapUi.DOMINATOR_TREE_EDITOR_ID);
		IWorkbenchPage page = Parts.window() == null ? null : Parts.window().getActivePage();
		IEditorPart part = page == null ? null : page.findEditor(input);
		if (className != null && part instanceof DominatorTreeEditor editor) {
			editor.find(className);
		}
	}

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof DominatorTreeInput)) {
			throw new PartInitException("Not a heap dump: " + input.getName());
		}
		setSite(site);
		setInput(input);
		setPartName(input.getName());
		setTitleToolTip(input.getToolTipText());
	}

	private Path dump() {
		return ((DominatorTreeInput) getEditorInput()).dump();
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite root = new Composite(parent, SWT.NONE);
		root.setData(DynoUi.WIDGET_NAME, "dominators.view");
		root.setLayout(new FillLayout());
		TabFolder tabs = new TabFolder(root, SWT.BOTTOM);
		Composite area = new Composite(tabs, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "dominators.editor");
		GridLayoutFactory.fillDefaults().margins(4, 4).numColumns(5).applyTo(area);
		TabItem treeTab = new TabItem(tabs, SWT.NONE);
		treeTab.setText("Dominator Tree");
		treeTab.setControl(area);

		summary = new Label(area, SWT.WRAP);
		summary.setData(DynoUi.WIDGET_NAME, "dominators.summary");
		summary.setText("Reading the dominator tree of " + dump().getFileName() + "…");
		GridDataFactory.fillDefaults().grab(true, false).span(5, 1).hint(400, SWT.DEFAULT).applyTo(summary);
		new Label(area, SWT.NONE).setText("Group by:");
		groupBy = new Combo(area, SWT.READ_ONLY);
		groupBy.setData(DynoUi.WIDGET_NAME, "dominators.groupBy");
		for (Grouping g : Grouping.values()) {
			groupBy.add(g.label);
		}
		groupBy.select(0);
		groupBy.addListener(SWT.Selection, e -> regroup());
		find = new Text(area, SWT.BORDER | SWT.SEARCH);
		find.setData(DynoUi.WIDGET_NAME, "dominators.find");
		find.setMessage("Class name or 0x address");
		GridDataFactory.fillDefaults().grab(true, false).applyTo(find);
		find.addListener(SWT.DefaultSelection, e -> find(find.getText().trim()));
		Button findButton = new Button(area, SWT.PUSH);
		findButton.setText("Find");
		findButton.setData(DynoUi.WIDGET_NAME, "dominators.findButton");
		findButton.addListener(SWT.Selection, e -> find(find.getText().trim()));
		new Label(area, SWT.NONE);

		SashForm sash = new SashForm(area, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).span(5, 1).applyTo(sash);
		Composite treeArea = new Composite(sash, SWT.NONE);
		TreeColumnLayout layout = new TreeColumnLayout();
		treeArea.setLayout(layout);
		viewer = new TreeViewer(treeArea, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTree().setData(DynoUi.WIDGET_NAME, "dominators.tree");
		viewer.getTree().setHeaderVisible(true);
		viewer.getTree().setLinesVisible(true);
		viewer.setUseHashlookup(true);
		for (Column c : Column.values()) {
			TreeViewerColumn column = new TreeViewerColumn(viewer, c == Column.OBJECT ? SWT.LEFT : SWT.RIGHT);
			column.getColumn().setText(c.title);
			layout.setColumnData(column.getColumn(),
					c == Column.OBJECT ? new ColumnWeightData(1, 300) : new ColumnPixelData(c.width, true));
		}
		viewer.addDoubleClickListener(e -> {
			Object chosen = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (chosen instanceof More more && viewer.getContentProvider() instanceof DominatorContent content) {
				if (content.showMore(more)) {
					viewer.refresh();
				} else {
					viewer.refresh(more.parent());
				}
			}
		});
		viewer.addSelectionChangedListener(e -> showPath(((IStructuredSelection) e.getSelection()).getFirstElement()));
		path = new Text(sash, SWT.MULTI | SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
		path.setData(DynoUi.WIDGET_NAME, "dominators.path");
		path.setText("Select an object for its path from a GC root.");
		sash.setWeights(new int[] { 3, 1 });

		consumers = new Composite(tabs, SWT.NONE);
		consumers.setData(DynoUi.WIDGET_NAME, "dominators.consumers");
		GridLayoutFactory.fillDefaults().margins(4, 4).numColumns(3).equalWidth(true).applyTo(consumers);
		TabItem consumersTab = new TabItem(tabs, SWT.NONE);
		consumersTab.setText("Top Consumers");
		consumersTab.setControl(consumers);

		read();
	}

	private void read() {
		Path file = dump();
		BackgroundJob.start(getSite().getShell(), "Reading the dominator tree of " + file.getFileName(), monitor -> {
			HeapDump dump = HeapDump.open(file, ImportSnapshots.progress(monitor));
			try {
				DominatorTree tree = dump.dominatorTree(new MonitorProgress(monitor));
				DominatorsAnalysis analysis = new DominatorsAnalysis();
				Arguments arguments = Arguments.of(analysis).with(DominatorsAnalysis.DUMP, file)
						.with(DominatorsAnalysis.TOP, TOP).build();
				DominatorsResult report = Analyses.inJob(monitor, progress -> analysis.run(arguments, progress));
				return new Loaded(dump, tree, report, arguments);
			} catch (IOException | InterruptedException | RuntimeException e) {
				dump.close();
				throw e;
			}
		}, this::show);
	}

	private void show(Loaded read) {
		if (viewer.getControl().isDisposed()) {
			closeQuietly(read.dump());
			return;
		}
		loaded = read;
		DominatorTree tree = read.tree();
		summary.setText(String.format("%,d objects, %,d bytes reachable from the GC roots in %s", tree.size(),
				tree.reachableBytes(), dump().getFileName()));
		summary.getParent().layout(true, true);
		regroup();
		fillConsumers(tree);
		if (pending != null) {
			find(pending);
			pending = null;
		}
	}

	private void regroup() {
		if (loaded == null) {
			return;
		}
		Grouping grouping = Grouping.values()[Math.max(0, groupBy.getSelectionIndex())];
		viewer.getControl().setRedraw(false);
		try {
			viewer.setContentProvider(new DominatorContent(loaded.tree(), grouping));
			for (Column c : Column.values()) {
				new TreeViewerColumn(viewer, viewer.getTree().getColumn(c.ordinal()))
						.setLabelProvider(new DominatorContent.Labels(c, loaded.tree()));
			}
			viewer.setInput(loaded.tree());
		} finally {
			viewer.getControl().setRedraw(true);
		}
	}

	/**
	 * Finds an object by hex address, or a class's biggest keepers, and selects it in the tree by objects. The
	 * keepers are found in a job (it walks every object of the dump; cancel stops it).
	 */
	void find(String what) {
		if (loaded == null) {
			pending = what;
			return;
		}
		if (what.isEmpty()) {
			return;
		}
		DominatorTree tree = loaded.tree();
		if (what.matches("(?i)0x[0-9a-f]+")) {
			int node = tree.node(Long.parseUnsignedLong(what.substring(2), 16));
			if (node < 0) {
				tell("No object at " + what + " in the dump.");
			} else if (node != DominatorTree.ROOT) {
				reveal(node);
			}
			return;
		}
		HeapDump dump = loaded.dump();
		tell("Finding the keepers of " + what + "…");
		BackgroundJob.start(getSite().getShell(), "Find the keepers of " + what, monitor -> {
			synchronized (dump) { // the keepers' descriptions read the dump
				try {
					return new Keepers(tree.keepers(what, 5), null);
				} catch (IllegalArgumentException e) {
					return new Keepers(List.of(), e.getMessage());
				}
			}
		}, found -> {
			if (summary.isDisposed()) {
				return;
			}
			if (found.notFound() != null) {
				summary.setText("Not found: " + found.notFound() + ".");
				return;
			}
			List<Keeper> keepers = found.keepers();
			List<String> lines = new ArrayList<>();
			for (Keeper k : keepers) {
				lines.add(String.format("%,d kept by %s (%,d bytes)", k.instances(), k.description(),
						k.retainedBytes()));
			}
			tell("Instances of " + what + ": " + (lines.isEmpty() ? "none reachable" : String.join("; ", lines)));
			if (!keepers.isEmpty() && keepers.get(0).node() != DominatorTree.ROOT) {
				reveal(keepers.get(0).node());
			}
		});
	}

	/** What a find by class found: its keepers, or why there are none (no such class). */
	private record Keepers(List<Keeper> keepers, String notFound) {
	}

	private void tell(String text) {
		summary.setText(text);
		summary.getParent().layout(true, true);
	}

	private void reveal(int node) {
		if (groupBy.getSelectionIndex() != Grouping.OBJECTS.ordinal()) {
			groupBy.select(Grouping.OBJECTS.ordinal());
			regroup();
		}
		DominatorTree tree = loaded.tree();
		DominatorContent content = (DominatorContent) viewer.getContentProvider();
		int[] chain = tree.dominatorChain(node);
		Object[] segments = new Object[chain.length];
		int parent = DominatorTree.ROOT;
		for (int i = 0; i < chain.length; i++) {
			int[] kids = tree.children(parent);
			for (int k = 0; k < kids.length; k++) {
				if (kids[k] == chain[i]) {
					content.showChild(parent, k);
					break;
				}
			}
			segments[i] = new Obj(chain[i]);
			parent = chain[i];
		}
		viewer.refresh();
		viewer.setSelection(new TreeSelection(new TreePath(segments)), true);
	}

	private void showPath(Object selected) {
		if (!(selected instanceof Obj o) || loaded == null) {
			return;
		}
		Loaded read = loaded;
		path.setText("Finding the path from a GC root…");
		BackgroundJob.start(getSite().getShell(), "Path from a GC root", monitor -> {
			synchronized (read.dump()) {
				GcRootPath found = read.tree().pathFromRoot(o.node());
				return found == null ? "Not reachable from a GC root." : pathText(found);
			}
		}, text -> {
			if (!path.isDisposed()) {
				path.setText(text);
			}
		});
	}

	private static String pathText(GcRootPath found) {
		StringBuilder text = new StringBuilder("GC root (" + found.rootKind() + ")");
		String indent = "\n";
		for (Step s : found.steps()) {
			text.append(indent).append(s.via() == null || s.via().isBlank() ? "" : s.via() + " → ")
					.append(String.format("%s@0x%x", s.className(), s.objectId()));
			indent += "  ";
		}
		return text.toString();
	}

	private void fillConsumers(DominatorTree tree) {
		List<String[]> objects = new ArrayList<>();
		List<Long> objectBytes = new ArrayList<>();
		for (int v : tree.topRetained(TOP)) {
			objects.add(new String[] { DominatorContent.name(tree, v) });
			objectBytes.add(tree.retainedSize(v));
		}
		consumerTable(tree, "Biggest objects", "consumers.objects", objects, objectBytes);
		groupTable(tree, "Biggest classes", "consumers.classes", tree.byClass());
		groupTable(tree, "Biggest packages", "consumers.packages", tree.byPackage());
		consumers.layout(true, true);
	}

	private void groupTable(DominatorTree tree, String title, String name, List<RetainedGroup> groups) {
		List<String[]> names = new ArrayList<>();
		List<Long> bytes = new ArrayList<>();
		for (RetainedGroup g : groups.subList(0, Math.min(TOP, groups.size()))) {
			names.add(new String[] { g.name() });
			bytes.add(g.retainedBytes());
		}
		consumerTable(tree, title, name, names, bytes);
	}

	/** A table of names with their retained bytes and a bar of their share of the heap. */
	private void consumerTable(DominatorTree tree, String title, String name, List<String[]> names, List<Long> bytes) {
		Composite box = new Composite(consumers, SWT.NONE);
		GridLayoutFactory.fillDefaults().applyTo(box);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(box);
		new Label(box, SWT.NONE).setText(title);
		Table table = new Table(box, SWT.FULL_SELECTION | SWT.BORDER | SWT.V_SCROLL);
		table.setData(DynoUi.WIDGET_NAME, name);
		table.setHeaderVisible(true);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
		String[] titles = { "Name", "Retained", "% of heap" };
		int[] widths = { 260, 100, 110 };
		for (int c = 0; c < titles.length; c++) {
			TableColumn column = new TableColumn(table, c == 0 ? SWT.LEFT : SWT.RIGHT);
			column.setText(titles[c]);
			column.setWidth(widths[c]);
		}
		for (int i = 0; i < names.size(); i++) {
			TableItem item = new TableItem(table, SWT.NONE);
			double percent = DominatorContent.percent(tree, bytes.get(i));
			item.setText(new String[] { names.get(i)[0], String.format("%,d", bytes.get(i)),
					String.format("%.1f%%", percent) });
			item.setData(percent);
		}
		table.addListener(SWT.PaintItem, e -> {
			if (e.index == 2 && e.item.getData() instanceof Double percent) {
				int width = (int) Math.round((table.getColumn(2).getWidth() - 50) * percent / 100);
				e.gc.setBackground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
				e.gc.fillRectangle(e.x + 2, e.y + e.height / 3, Math.max(1, width), e.height / 3);
			}
		});
	}

	@Override
	public Result currentResult() {
		return loaded == null ? null : loaded.report();
	}

	@Override
	public Arguments currentArguments() {
		return loaded == null ? null : loaded.arguments();
	}

	@Override
	public String reportName() {
		return "dominators-" + dump().getFileName();
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		if (loaded != null) {
			closeQuietly(loaded.dump());
		}
		super.dispose();
	}

	private static void closeQuietly(HeapDump dump) {
		synchronized (dump) {
			try {
				dump.close();
			} catch (IOException e) {
				// closing a file only read: nothing is lost
			}
		}
	}
}
