package dyno.ui.internal;

import java.util.List;
import java.util.function.Function;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.part.ViewPart;

import dyno.jvm.RunningJvm;
import dyno.jvm.JvmDiscovery;
import dyno.ui.DynoUi;

/**
 * Lists the JVMs of this machine and follows them as they start and stop. Listing runs in a background
 * job once a second; the table is only touched when the list changed.
 */
public final class JvmExplorerView extends ViewPart {

	static final long REFRESH_MILLIS = 1000;
	static final long RETRY_MILLIS = 5000;

	private final JvmDiscovery discovery = JvmDiscovery.local();
	private TableViewer viewer;
	private Label problem;
	private Job refresher;
	private List<RunningJvm> shown = List.of();
	/** Cleared on dispose so that the job stops rescheduling itself. */
	private volatile boolean open = true;

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().applyTo(area);
		problem = new Label(area, SWT.WRAP);
		problem.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridDataFactory.fillDefaults().grab(true, false).exclude(true).applyTo(problem);
		problem.setVisible(false);

		viewer = new TableViewer(area, SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
		Table table = viewer.getTable();
		table.setData(DynoUi.WIDGET_NAME, "jvmExplorer.table");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
		column("PID", 70, jvm -> Long.toString(jvm.pid()));
		column("Main class / jar", 420, jvm -> jvm.self() ? "Dyno (this workbench)" : jvm.mainClass());
		column("JDK", 90, RunningJvm::javaVersion);
		column("VM", 260, RunningJvm::vmName);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.setInput(shown);
		getSite().setSelectionProvider(viewer);

		refresher = new Job("Listing local JVMs") {
			@Override
			protected IStatus run(IProgressMonitor monitor) {
				long next = REFRESH_MILLIS;
				try {
					show(discovery.list(), null);
				} catch (java.io.IOException e) {
					show(List.of(), e.getMessage());
					next = RETRY_MILLIS;
				}
				if (open && !monitor.isCanceled()) {
					schedule(next);
				}
				return Status.OK_STATUS;
			}
		};
		refresher.setSystem(true);
		refresher.schedule();
	}

	private void column(String title, int width, Function<RunningJvm, String> text) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((RunningJvm) element);
			}
		});
	}

	/** Called from the job: updates the table on the UI thread when anything changed. */
	private void show(List<RunningJvm> jvms, String error) {
		if (!open) {
			return;
		}
		viewer.getControl().getDisplay().asyncExec(() -> {
			if (viewer.getControl().isDisposed()) {
				return;
			}
			if (!jvms.equals(shown)) {
				shown = jvms;
				viewer.setInput(jvms);
			}
			boolean failed = error != null;
			if (failed != problem.getVisible() || failed && !error.equals(problem.getText())) {
				problem.setText(failed ? "Cannot list local JVMs: " + error : "");
				problem.setVisible(failed);
				((GridData) problem.getLayoutData()).exclude = !failed;
				problem.getParent().layout(true);
			}
			setContentDescription(failed ? "" : jvms.size() + (jvms.size() == 1 ? " JVM" : " JVMs") + " on this machine");
		});
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		open = false;
		if (refresher != null) {
			refresher.cancel();
		}
		super.dispose();
	}
}
