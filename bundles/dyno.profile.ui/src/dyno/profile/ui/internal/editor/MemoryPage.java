package dyno.profile.ui.internal.editor;

import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeColumn;
import org.eclipse.swt.widgets.TreeItem;

import dyno.core.Plural;
import dyno.profile.AllocationProfile;
import dyno.profile.AllocationRow;
import dyno.profile.OldObjectRow;
import dyno.profile.StackRow;
import dyno.ui.DynoUi;

/**
 * Memory Analysis: the bytes allocated per class (in new TLABs and outside them), the stacks that allocated the
 * selected class, and the old object samples (objects that lived long, with their GC root) where recorded.
 */
final class MemoryPage {

	/** More stacks than a person reads; the rest are the tail of small ones. */
	private static final int MAX_STACKS = 100;

	private Label summary;
	private RowTable<AllocationRow> byClass;
	private Label stacksTitle;
	private Tree stacks;
	private Label oldTitle;
	private RowTable<OldObjectRow> old;
	private AllocationProfile profile;

	Control create(Composite parent) {
		Composite page = Pages.area(parent, "memory.page", 1);
		summary = Pages.line(page, "memory.summary");
		SashForm rows = new SashForm(page, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(rows);
		SashForm top = new SashForm(rows, SWT.HORIZONTAL);
		byClass = new RowTable<>(top, "memory.byClass", AllocationRow.class)
				.text("Allocated class", 230, AllocationRow::className)
				.number("Total", 80, r -> Format.bytes(r.bytes()), Comparator.comparingLong(AllocationRow::bytes))
				.number("In TLABs", 80, r -> Format.bytes(r.bytesInTlab()), Comparator.comparingLong(AllocationRow::bytesInTlab))
				.number("Outside TLABs", 110, r -> Format.bytes(r.bytesOutsideTlab()),
						Comparator.comparingLong(AllocationRow::bytesOutsideTlab))
				.number("Events", 60, r -> Format.count(r.events()), Comparator.comparingLong(AllocationRow::events))
				.number("%", 55, r -> Format.percent(r.percent()), Comparator.comparingDouble(AllocationRow::percent));
		byClass.onSelect(r -> showStacks(r == null ? null : r.className()));
		Composite stackArea = new Composite(top, SWT.NONE);
		GridLayoutFactory.fillDefaults().applyTo(stackArea);
		stacksTitle = Pages.line(stackArea, "memory.stacksTitle");
		stacks = new Tree(stackArea, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.H_SCROLL);
		stacks.setData(DynoUi.WIDGET_NAME, "memory.stacks");
		stacks.setHeaderVisible(true);
		treeColumn("Allocating stack (top frame first)", 320, SWT.LEFT);
		treeColumn("Bytes", 80, SWT.RIGHT);
		treeColumn("%", 55, SWT.RIGHT);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(stacks);
		top.setWeights(58, 42);

		Composite bottom = new Composite(rows, SWT.NONE);
		GridLayoutFactory.fillDefaults().applyTo(bottom);
		oldTitle = Pages.line(bottom, "memory.oldTitle");
		old = new RowTable<>(bottom, "memory.oldObjects", OldObjectRow.class)
				.text("Old object class", 300, OldObjectRow::className)
				.number("Samples", 70, r -> Format.count(r.count()), Comparator.comparingLong(OldObjectRow::count))
				.number("Oldest", 90, r -> Format.duration(r.oldestAge()), Comparator.comparing(OldObjectRow::oldestAge))
				.text("GC root", 420, OldObjectRow::rootDescription);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(old.control());
		rows.setWeights(65, 35);
		showStacks(null);
		return page;
	}

	private void treeColumn(String title, int width, int align) {
		TreeColumn c = new TreeColumn(stacks, align);
		c.setText(title);
		c.setWidth(width);
	}

	void show(AllocationProfile memory) {
		profile = memory;
		List<AllocationRow> rows = memory.byClass();
		byClass.setRows(rows);
		summary.setText(switch (memory.basis()) {
		case NONE -> "The recording has no allocation events (jdk.ObjectAllocationSample or the TLAB events)";
		case ALLOCATION_SAMPLES -> Format.bytes(memory.totalBytes()) + " allocated by " + Format.count(rows.size())
				+ " " + Plural.noun(rows.size(), "class") + ", estimated from allocation samples (no TLAB split: record with the profile settings for it)";
		default -> Format.bytes(memory.totalBytes()) + " allocated by " + Format.count(rows.size())
				+ " " + Plural.noun(rows.size(), "class") + ", from new-TLAB and outside-TLAB events";
		});
		List<OldObjectRow> oldRows = memory.oldObjects();
		old.setRows(oldRows);
		oldTitle.setText(oldRows.isEmpty()
				? "Old object samples: none in this recording (jdk.OldObjectSample; a longer recording of a growing heap has them)"
				: "Old object samples: objects still alive at the recording's end, for leak evidence"
						+ (oldRows.stream().allMatch(r -> r.rootDescription().isEmpty())
								? " (no GC roots: JFR records them only with path-to-gc-roots=true)" : ""));
		if (!rows.isEmpty()) {
			byClass.control().setSelection(0);
			showStacks(rows.get(0).className());
		}
		summary.getParent().layout(true, true);
	}

	private void showStacks(String className) {
		stacks.removeAll();
		if (className == null || profile == null) {
			stacksTitle.setText("Select a class for the stacks that allocated it");
			return;
		}
		List<StackRow> rows = profile.stacksOf(className);
		stacksTitle.setText("Stacks that allocated " + className + (rows.size() > MAX_STACKS
				? " (the " + MAX_STACKS + " largest of " + rows.size() + ")" : ""));
		for (StackRow row : rows.subList(0, Math.min(rows.size(), MAX_STACKS))) {
			List<String> frames = row.frames();
			TreeItem top = new TreeItem(stacks, SWT.NONE);
			top.setText(new String[] { row.top(), Format.bytes(row.bytes()),
					Format.percent(row.percent()) });
			for (String frame : frames.subList(Math.min(1, frames.size()), frames.size())) {
				new TreeItem(top, SWT.NONE).setText(frame);
			}
		}
		if (stacks.getItemCount() > 0) {
			stacks.getItem(0).setExpanded(true);
		}
		stacksTitle.getParent().layout();
	}
}
