package dyno.profile.ui.internal.editor;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dyno.ui.DynoUi;

/** The parts every page of the Recording editor is built of: the page's area and its one-line titles. */
final class Pages {

	private Pages() {
	}

	/** A page's area, named for UI tests, laid out in {@code columns} grid columns. */
	static Composite area(Composite parent, String name, int columns) {
		Composite page = new Composite(parent, SWT.NONE);
		page.setData(DynoUi.WIDGET_NAME, name);
		GridLayoutFactory.fillDefaults().numColumns(columns).margins(4, 4).applyTo(page);
		return page;
	}

	/** A summary or title line across its area's width, named for UI tests. */
	static Label line(Composite parent, String name) {
		Label l = new Label(parent, SWT.NONE);
		l.setData(DynoUi.WIDGET_NAME, name);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(l);
		return l;
	}

	/**
	 * The frame filter of the pages that count stacks: its "Filter:" label and a search field, named for UI tests,
	 * that runs {@code apply} on Enter (the filter recomputes a profile: not on every key).
	 */
	static Text frameFilter(Composite parent, String name, Runnable apply) {
		new Label(parent, SWT.NONE).setText("Filter:");
		Text filter = new Text(parent, SWT.BORDER | SWT.SEARCH);
		filter.setData(DynoUi.WIDGET_NAME, name);
		filter.setMessage("package or class prefix, or /regex/; Enter applies");
		filter.setToolTipText("Counts only frames of matching methods: an event is charged to its top-most matching frame");
		filter.addListener(SWT.DefaultSelection, e -> apply.run());
		return filter;
	}
}
