package dyno.profile.ui.internal.editor;

import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

import dyno.profile.ContentionProfile;
import dyno.profile.LockRow;
import dyno.profile.ThreadLockRow;

/**
 * Thread Analysis: where threads waited, by the class of the lock (monitor enter, wait, park) and by thread, with
 * how often, how long in all and the longest wait.
 */
final class ThreadsPage {

	private Label summary;
	private RowTable<LockRow> byLock;
	private RowTable<ThreadLockRow> byThread;

	Control create(Composite parent) {
		Composite page = Pages.area(parent, "threads.page", 1);
		summary = Pages.line(page, "threads.summary");
		SashForm rows = new SashForm(page, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(rows);
		byLock = new RowTable<>(rows, "threads.byLock", LockRow.class)
				.text("Lock class", 340, LockRow::lockClass)
				.text("Kind", 110, LockRow::kind)
				.number("Events", 70, r -> Format.count(r.events()), Comparator.comparingLong(LockRow::events))
				.number("Total", 90, r -> Format.duration(r.total()), Comparator.comparing(LockRow::total))
				.number("Longest", 90, r -> Format.duration(r.max()), Comparator.comparing(LockRow::max));
		byThread = new RowTable<>(rows, "threads.byThread", ThreadLockRow.class)
				.text("Thread", 260, ThreadLockRow::thread)
				.number("Events", 70, r -> Format.count(r.events()), Comparator.comparingLong(ThreadLockRow::events))
				.number("Total", 90, r -> Format.duration(r.total()), Comparator.comparing(ThreadLockRow::total))
				.number("Longest", 90, r -> Format.duration(r.max()), Comparator.comparing(ThreadLockRow::max))
				.text("Waited longest on", 380, ThreadLockRow::topLock);
		rows.setWeights(50, 50);
		return page;
	}

	void show(ContentionProfile contention) {
		List<LockRow> locks = contention.byLockClass();
		byLock.setRows(locks);
		byThread.setRows(contention.byThread());
		summary.setText(locks.isEmpty()
				? "No thread waited on a lock longer than the recording's threshold (20 ms in the default settings, 10 ms in profile)"
				: Format.count(locks.stream().mapToLong(LockRow::events).sum()) + " waits on " + locks.size()
						+ " kinds of lock; the longest in all first");
		summary.getParent().layout();
	}
}
