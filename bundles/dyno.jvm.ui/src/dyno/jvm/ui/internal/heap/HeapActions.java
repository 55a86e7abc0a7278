package dyno.jvm.ui.internal.heap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISharedImages;

import dyno.jvm.ClassHistogram;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Transport;
import dyno.ui.Actions;
import dyno.ui.BackgroundJob;
import dyno.ui.Icons;
import dyno.ui.TextDialog;

/**
 * Perform GC, Heap Dump, Class Histogram and JVM Info for one connection, each in a job with progress (the UI
 * thread never waits for the JVM). When the transport offers no actions (jstatd) they are disabled and say why;
 * when an action fails (the JVM ended, attach refused) an error dialog names the cause.
 */
final class HeapActions {

	private final Shell shell;
	private final JvmConnection connection;

	HeapActions(Shell shell, JvmConnection connection) {
		this.shell = shell;
		this.connection = connection;
	}

	/**
	 * Puts the actions on the view's tool bar. Over a transport without actions (jstatd) they are there but
	 * disabled, and their tooltip says why, so the user learns what to connect with instead.
	 */
	void fill(IToolBarManager toolbar) {
		Transport transport = connection.target().transport();
		boolean offered = transport.offersActions();
		String why = "Not available over " + transport.label() + ": " + transport.gives();
		toolbar.add(action("Perform GC", "Perform GC: a full collection (System.gc()) in the JVM", "perform-gc",
				offered, why, this::performGc));
		toolbar.add(new Separator());
		toolbar.add(action("Heap Dump…", "Heap Dump: writes an HPROF heap dump of the JVM", "heap-dump", offered, why,
				this::heapDump));
		toolbar.add(new Separator());
		toolbar.add(action("Class Histogram", "Class Histogram: live objects per class (runs a full collection first)",
				"class-histogram", offered, why, this::histogram));
		toolbar.add(new Separator());
		Action info = Actions.of("JVM Info", "JVM Info: JDK, command line, flags and system properties",
				Icons.shared(ISharedImages.IMG_OBJS_INFO_TSK), this::info);
		toolbar.add(info);
	}

	private Action action(String text, String tip, String icon, boolean enabled, String why, Runnable run) {
		Action a = Actions.of(text, enabled ? tip : why, Icons.of(getClass(), icon), run);
		a.setEnabled(enabled);
		return a;
	}

	void performGc() {
		withActions("Performing GC in " + label(), a -> {
			a.performGc();
			return null;
		}, r -> {
		});
	}

	void heapDump() {
		HeapDumpDialog d = new HeapDumpDialog(shell, connection.target());
		if (d.open() != Window.OK) {
			return;
		}
		Path file = d.file();
		withActions("Dumping the heap of " + label(), a -> {
			a.dumpHeap(file, d.liveOnly());
			return Files.exists(file) ? file + " (" + Bytes.mb(Files.size(file)) + " MB)" : file.toString();
		}, written -> MessageDialog.openInformation(shell, "Heap Dump", "Wrote " + written));
	}

	void histogram() {
		withActions("Taking a class histogram of " + label(), JvmActions::classHistogram,
				(ClassHistogram h) -> new HistogramDialog(shell, label(), h).open());
	}

	void info() {
		background("Reading JVM info of " + label(), connection::info,
				(JvmInfo i) -> new TextDialog(shell, "JVM Info of " + label(), JvmInfoText.describe(i), "heap.jvmInfo")
						.open());
	}

	private String label() {
		return connection.target().label();
	}

	private interface Call<T> {
		T call() throws IOException;
	}

	private interface ActionCall<T> {
		T call(JvmActions actions) throws IOException;
	}

	private <T> void withActions(String name, ActionCall<T> work, java.util.function.Consumer<T> done) {
		background(name, () -> {
			Optional<JvmActions> actions = connection.actions();
			if (actions.isEmpty()) {
				throw new IOException("this connection (" + connection.target().transport().label()
						+ ") offers no actions. It gives: " + connection.target().transport().gives() + ".");
			}
			return work.call(actions.get());
		}, done);
	}

	private <T> void background(String name, Call<T> work, java.util.function.Consumer<T> done) {
		BackgroundJob.start(shell, name, monitor -> work.call(), done);
	}
}
