package dyno.load.ui.internal.launch;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.ui.DynoUi;

/**
 * The JVM to watch beside the load (the application server under test): none, one of this machine, or one the
 * JVM Explorer knows remotely. Its heap, GC and threads are charted on the load's time axis.
 */
final class WatchTab extends LoadTab {

	private static final String NONE = "(none: chart only the load)";

	private Table table;
	private Label chosen;
	/** What the configuration says now; the table may not list it (a JVM that is not running). */
	private String watch = "";
	private String watchMain = "";
	private List<WatchChoice> choices = List.of();

	@Override
	public String getName() {
		return "Watch";
	}

	@Override
	public void createControl(Composite parent) {
		Composite c = page(parent, 2);
		note(c, "The JVM under load, charted on the same time axis (local JVMs, and the JVM Explorer's jstatd hosts "
				+ "and JMX connections):", 2);
		table = new Table(c, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
		table.setData(DynoUi.WIDGET_NAME, "load.watch");
		table.setHeaderVisible(true);
		column("JVM", 330);
		column("Where", 160);
		GridDataFactory.fillDefaults().grab(true, true).hint(400, 200).applyTo(table);
		button(c, "Refresh", this::refresh);
		chosen = note(c, "", 2);
		chosen.setData(DynoUi.WIDGET_NAME, "load.watchChosen");
		table.addListener(SWT.Selection, e -> choose(table.getSelectionIndex()));
		refresh();
	}

	private void column(String text, int width) {
		TableColumn col = new TableColumn(table, SWT.NONE);
		col.setText(text);
		col.setWidth(width);
	}

	/** Lists the JVMs in the background (jstatd hosts answer over the network) and shows them when known. */
	private void refresh() {
		Display display = table.getDisplay();
		Job job = Job.create("Listing the JVMs to watch", (IProgressMonitor m) -> {
			List<WatchChoice> listed = WatchChoice.list();
			if (!display.isDisposed()) {
				display.asyncExec(() -> show(listed));
			}
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private void show(List<WatchChoice> listed) {
		if (table.isDisposed()) {
			return;
		}
		choices = listed;
		table.removeAll();
		new TableItem(table, SWT.NONE).setText(new String[] { NONE, "" });
		for (WatchChoice w : listed) {
			new TableItem(table, SWT.NONE).setText(new String[] { w.jvm(), w.where() });
		}
		select();
	}

	/** Selects the configured JVM's row, if it is listed. */
	private void select() {
		int row = watch.isEmpty() ? 0 : -1;
		for (int i = 0; i < choices.size() && row < 0; i++) {
			Target t = choices.get(i).target();
			if (t != null && TargetCodec.encode(t).equals(watch)) {
				row = i + 1;
			}
		}
		if (row >= 0) {
			table.setSelection(row);
		} else {
			table.deselectAll();
		}
		chosen.setText(describe());
		chosen.getParent().layout();
	}

	private void choose(int row) {
		if (row == 0) {
			watch = "";
			watchMain = "";
		} else if (row > 0 && choices.get(row - 1).target() != null) {
			WatchChoice w = choices.get(row - 1);
			watch = TargetCodec.encode(w.target());
			watchMain = w.mainClass();
		} else {
			return;
		}
		chosen.setText(describe());
		chosen.getParent().layout();
		updateLaunchConfigurationDialog();
	}

	private String describe() {
		if (watch.isEmpty()) {
			return "Watching no JVM.";
		}
		try {
			String label = TargetCodec.decode(watch).label();
			return "Watching " + label + (watchMain.isEmpty() ? "."
					: " (" + watchMain + "; if that process has ended, the one local JVM running " + watchMain + " is watched).");
		} catch (IllegalArgumentException e) {
			return "The configured JVM cannot be read: " + e.getMessage();
		}
	}

	@Override
	public void setDefaults(ILaunchConfigurationWorkingCopy configuration) {
		// watch nothing until the user chooses
	}

	@Override
	public void initializeFrom(ILaunchConfiguration configuration) {
		try {
			LoadConfig config = LoadConfig.read(configuration);
			watch = config.watch();
			watchMain = config.watchMain();
			select();
		} catch (CoreException e) {
			setErrorMessage("Cannot read this configuration: " + e.getMessage());
		}
	}

	@Override
	public void performApply(ILaunchConfigurationWorkingCopy configuration) {
		configuration.setAttribute(LoadConfig.WATCH, watch);
		configuration.setAttribute(LoadConfig.WATCH_MAIN, watchMain);
	}

	@Override
	String problem(LoadConfig config) {
		return WatchedJvm.problem(config.watch());
	}
}
