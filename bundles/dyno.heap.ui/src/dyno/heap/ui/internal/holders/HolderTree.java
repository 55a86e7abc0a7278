package dyno.heap.ui.internal.holders;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;

import dyno.heap.hprof.GcRootPath;
import dyno.heap.hprof.HolderGroup;
import dyno.heap.hprof.Holders;
import dyno.heap.hprof.Step;
import dyno.heap.ui.internal.ClassNames;

/** The Holders view's tree: holder groups, their example paths, each path's steps from the GC root. */
final class HolderTree implements ITreeContentProvider {

	enum Column {
		HOLDER("Holder / path from a GC root", 0), PATHS("Paths", 70), RETAINED("Retained (est.)", 120);

		final String title;
		final int width;

		Column(String title, int width) {
			this.title = title;
			this.width = width;
		}
	}

	/** A step in its path, numbered (the same step object may appear in two paths). */
	record StepNode(int index, Step step) {
	}

	@Override
	public Object[] getElements(Object input) {
		return input instanceof Holders h ? h.groups().toArray() : new Object[0];
	}

	@Override
	public Object[] getChildren(Object parent) {
		if (parent instanceof HolderGroup g) {
			return g.examples().toArray();
		}
		if (parent instanceof GcRootPath p) {
			Object[] steps = new Object[p.steps().size()];
			for (int i = 0; i < steps.length; i++) {
				steps[i] = new StepNode(i, p.steps().get(i));
			}
			return steps;
		}
		return new Object[0];
	}

	@Override
	public Object getParent(Object element) {
		return null;
	}

	@Override
	public boolean hasChildren(Object element) {
		return element instanceof HolderGroup || element instanceof GcRootPath p && !p.steps().isEmpty();
	}

	static final class Labels extends ColumnLabelProvider {
		private final Column column;

		Labels(Column column) {
			this.column = column;
		}

		@Override
		public String getText(Object e) {
			return switch (column) {
			case HOLDER -> holder(e);
			case PATHS -> e instanceof HolderGroup g ? String.format("%,d", g.paths()) : "";
			case RETAINED -> e instanceof HolderGroup g ? String.format("%,d", g.retainedEstimate()) : "";
			};
		}

		private static String holder(Object e) {
			if (e instanceof HolderGroup g) {
				return g.holder();
			}
			if (e instanceof GcRootPath p) {
				// Paths of one holder look alike but for the object they end at: name it.
				Step end = p.steps().isEmpty() ? null : p.steps().get(p.steps().size() - 1);
				return (end == null ? "" : "to " + object(end) + " — ") + "GC root: " + p.rootKind() + ", "
						+ p.steps().size() + " steps";
			}
			if (e instanceof StepNode s) {
				// The field (or array index) of the step before that points to this object.
				String via = s.step().via();
				String from = s.index() == 0 || via == null || via.isEmpty() ? ""
						: (via.startsWith("[") ? via : "." + via) + " → ";
				return from + object(s.step());
			}
			return String.valueOf(e);
		}

		private static String object(Step step) {
			return ClassNames.readable(step.className()) + " @0x" + Long.toHexString(step.objectId());
		}
	}
}
