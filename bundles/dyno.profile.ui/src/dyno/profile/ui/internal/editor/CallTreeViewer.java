package dyno.profile.ui.internal.editor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.viewers.IElementComparer;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreePath;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;

import dyno.profile.CallTreeNode;
import dyno.ui.DynoUi;
import dyno.ui.ViewerColumns;

/**
 * The call tree: from the threads' roots down, each node with its samples (total time under it) and its share of
 * all samples. Children are made when a node opens (a deep recording has many); the hottest path opens by itself.
 * Selecting a node shows its method's butterfly.
 */
final class CallTreeViewer {

	/** Deep enough to reach the hot method of a server's request stack, shallow enough to keep the tree readable. */
	private static final int HOT_PATH_DEPTH = 40;

	private final TreeViewer viewer;
	private long all;

	CallTreeViewer(Composite parent, Consumer<String> selected) {
		viewer = new TreeViewer(parent, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
		Tree tree = viewer.getTree();
		tree.setData(DynoUi.WIDGET_NAME, "execution.callTree");
		tree.setHeaderVisible(true);
		tree.setLinesVisible(true);
		// Nodes are compared as themselves: a node's equals would walk its whole subtree.
		viewer.setComparer(new IElementComparer() {
			@Override
			public boolean equals(Object a, Object b) {
				return a == b;
			}

			@Override
			public int hashCode(Object element) {
				return System.identityHashCode(element);
			}
		});
		viewer.setContentProvider(new ITreeContentProvider() {
			@Override
			public Object[] getElements(Object input) {
				return ((CallTreeNode) input).children().toArray();
			}

			@Override
			public Object[] getChildren(Object parent) {
				return ((CallTreeNode) parent).children().toArray();
			}

			@Override
			public Object getParent(Object element) {
				return null;
			}

			@Override
			public boolean hasChildren(Object element) {
				return !((CallTreeNode) element).children().isEmpty();
			}
		});
		column("Call tree", 420, SWT.LEFT, CallTreeNode::method);
		column("Samples", 80, SWT.RIGHT, n -> Format.count(n.samples()));
		column("%", 65, SWT.RIGHT, n -> Format.percent(all == 0 ? 0 : 100.0 * n.samples() / all));
		viewer.addSelectionChangedListener(e -> {
			Object first = ((IStructuredSelection) e.getSelection()).getFirstElement();
			selected.accept(first == null ? null : ((CallTreeNode) first).method());
		});
	}

	private void column(String title, int width, int align, Function<CallTreeNode, String> text) {
		TreeViewerColumn c = new TreeViewerColumn(viewer, align);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(ViewerColumns.cells(CallTreeNode.class, text, null, null));
	}

	/** Shows the tree under {@code root} (the samples' common root, not shown) and opens its hottest path. */
	void setRoot(CallTreeNode root) {
		all = root.samples();
		viewer.setInput(root);
		List<Object> path = new ArrayList<>();
		List<TreePath> open = new ArrayList<>();
		CallTreeNode node = root;
		while (path.size() < HOT_PATH_DEPTH && !node.children().isEmpty()) {
			node = node.children().stream().max(Comparator.comparingLong(CallTreeNode::samples)).orElseThrow();
			path.add(node);
			open.add(new TreePath(path.toArray()));
		}
		// Opened, not selected: revealing a deep node would scroll the tree sideways past every name above it.
		viewer.setExpandedTreePaths(open.toArray(TreePath[]::new));
	}
}
