package dyno.ui.internal.analyses;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.ui.DynoUi;
import dyno.ui.ReadOnlyEditor;
import dyno.ui.ReportSource;

/**
 * The generic face of an analysis' result in the workbench, as the text and HTML faces render it: its report's
 * sections in order, a table per table (its totals last, numbers right-aligned), the notes as lines, the arguments
 * it was run with on top. Any analysis of the registry shows here without a view of its own.
 */
public final class ReportEditor extends ReadOnlyEditor implements ReportSource {

	static final String ID = "dyno.ui.reportEditor";

	private ReportInput input;
	private ScrolledComposite scroll;

	@Override
	public void init(IEditorSite site, IEditorInput editorInput) throws PartInitException {
		if (!(editorInput instanceof ReportInput r)) {
			throw new PartInitException("not an analysis' report: " + editorInput);
		}
		setSite(site);
		setInput(editorInput);
		input = r;
		setPartName(r.getName());
		setTitleToolTip(r.getToolTipText());
	}

	@Override
	public void createPartControl(Composite parent) {
		scroll = new ScrolledComposite(parent, SWT.V_SCROLL | SWT.H_SCROLL);
		scroll.setData(DynoUi.WIDGET_NAME, "report.editor");
		Composite body = new Composite(scroll, SWT.NONE);
		GridLayoutFactory.swtDefaults().applyTo(body);
		Report report = input.result().report();
		Font heading = JFaceResources.getHeaderFont();
		Label title = new Label(body, SWT.NONE);
		title.setText(report.title());
		title.setFont(heading);
		input.arguments().asText().forEach((name, value) -> new Label(body, SWT.NONE).setText(name + ": " + value));
		int table = 0;
		for (Report.Section s : report.sections()) {
			switch (s) {
			case Table t -> table(body, t, table++);
			case Report.Notes n -> notes(body, n);
			}
		}
		scroll.setContent(body);
		scroll.setExpandHorizontal(true);
		scroll.setExpandVertical(true);
		scroll.setMinSize(body.computeSize(SWT.DEFAULT, SWT.DEFAULT));
	}

	private static void table(Composite body, Table t, int index) {
		if (t.title() != null) {
			Label l = new Label(body, SWT.NONE);
			l.setText(t.title());
			l.setFont(JFaceResources.getBannerFont());
		}
		TableViewer viewer = new TableViewer(body, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI);
		viewer.getTable().setHeaderVisible(true);
		viewer.getTable().setLinesVisible(true);
		viewer.getTable().setData(DynoUi.WIDGET_NAME, "report.table." + index);
		for (int i = 0; i < t.columns().size(); i++) {
			Column c = t.columns().get(i);
			int at = i;
			TableViewerColumn column = new TableViewerColumn(viewer, c.numeric() ? SWT.RIGHT : SWT.LEFT);
			column.getColumn().setText(c.title());
			column.setLabelProvider(new ColumnLabelProvider() {
				@Override
				public String getText(Object row) {
					return c.show(((List<?>) row).get(at));
				}
			});
		}
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.setInput(t.rows());
		for (var column : viewer.getTable().getColumns()) {
			column.pack();
		}
		// Tall tables scroll inside the editor's scroll: at most about 25 rows before that.
		int rows = Math.min(t.rows().size(), 25) + 1;
		// As wide as its columns: a report's table is read, not filled to the editor's width.
		GridDataFactory.fillDefaults().align(SWT.BEGINNING, SWT.FILL)
				.hint(SWT.DEFAULT, rows * viewer.getTable().getItemHeight() + viewer.getTable().getHeaderHeight())
				.applyTo(viewer.getTable());
	}

	private static void notes(Composite body, Report.Notes n) {
		if (n.title() != null) {
			Label l = new Label(body, SWT.NONE);
			l.setText(n.title());
			l.setFont(JFaceResources.getBannerFont());
		}
		for (String line : n.lines()) {
			Label l = new Label(body, SWT.WRAP);
			l.setText(line);
			GridDataFactory.fillDefaults().grab(true, false).hint(600, SWT.DEFAULT).applyTo(l);
		}
	}

	@Override
	public void setFocus() {
		scroll.setFocus();
	}

	@Override
	public Result currentResult() {
		return input.result();
	}

	@Override
	public Arguments currentArguments() {
		return input.arguments();
	}

	@Override
	public String reportName() {
		return input.analysis().name();
	}
}
