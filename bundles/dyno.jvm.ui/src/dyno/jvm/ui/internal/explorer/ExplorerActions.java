package dyno.jvm.ui.internal.explorer;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.connections.Passwords;
import dyno.jvm.ui.connections.SavedTargets;
import dyno.jvm.ui.connections.SavedTargets.JstatdHost;
import dyno.ui.Actions;
import dyno.ui.Icons;

/** The explorer's toolbar and context menu: add and remove remote targets, open, reconnect, disconnect. */
final class ExplorerActions {

	private final JvmExplorerView view;
	private final TreeViewer viewer;

	ExplorerActions(JvmExplorerView view, TreeViewer viewer) {
		this.view = view;
		this.viewer = viewer;
	}

	void fill(IToolBarManager toolbar) {
		toolbar.add(addHostAction());
		toolbar.add(addJmxAction());
		toolbar.add(setupAction());
	}

	private Action addHostAction() {
		return Actions.of("Add jstatd Host…", null, Icons.of(getClass(), "add-jstatd-host"), this::addHost);
	}

	private Action addJmxAction() {
		return Actions.of("Add JMX Connection…", null, Icons.of(getClass(), "add-jmx-connection"), this::addJmx);
	}

	private Action setupAction() {
		return Actions.of("jstatd Setup…", null, Icons.of(getClass(), "jstatd-setup"),
				() -> new JstatdSetupDialog(shell()).open());
	}

	void fillContextMenu(IMenuManager menu) {
		List<Target> targets = selectedTargets();
		if (!targets.isEmpty()) {
			menu.add(Actions.of("Open", null, Icons.of(getClass(), "heap-generations"), this::open));
			menu.add(Actions.of("Open Threads", null, Icons.of(getClass(), "threads"),
					() -> show(DynoJvmUi.THREADS_ID, selectedTargets())));
			menu.add(Actions.of("MBeans", null, Icons.of(getClass(), "mbeans"),
					() -> show(DynoJvmUi.MBEANS_ID, selectedTargets())));
			if (targets.stream().allMatch(Target.Local.class::isInstance)) {
				menu.add(Actions.of("Open over JMX", null, this::openOverJmx));
			}
			menu.add(Actions.of("Reconnect", null, () -> targets.forEach(t -> Connections.get().open(t).reconnect())));
			menu.add(Actions.of("Disconnect", null, () -> targets.forEach(t -> Connections.get().disconnect(t))));
			menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		}
		if (selection().toList().stream().anyMatch(o -> o instanceof JstatdHost || o instanceof Target.Jmx)) {
			menu.add(Actions.of("Remove", null, Icons.shared(ISharedImages.IMG_ETOOL_DELETE), this::remove));
			menu.add(new Separator());
		}
		menu.add(addHostAction());
		menu.add(addJmxAction());
		menu.add(setupAction());
	}

	/** Opens the Heap Generations view of every selected JVM. */
	void open() {
		show(DynoJvmUi.HEAP_GENERATIONS_ID, selectedTargets());
	}

	/** The selected local JVMs read through their local JMX agent instead of jvmstat. */
	private void openOverJmx() {
		show(DynoJvmUi.HEAP_GENERATIONS_ID, selectedTargets().stream().map(t -> (Target) new Target.LocalJmx(((Target.Local) t).pid())).toList());
	}

	/** Opens the view {@code id} (heap, threads or MBeans) of each target. */
	private void show(String id, List<Target> targets) {
		IWorkbenchPage page = view.getSite().getPage();
		for (Target t : targets) {
			try {
				page.showView(id, TargetCodec.encode(t), IWorkbenchPage.VIEW_ACTIVATE);
			} catch (PartInitException e) {
				MessageDialog.openError(shell(), "Open " + t.label(), e.getMessage());
			}
		}
	}

	private void addHost() {
		InputDialog d = new InputDialog(shell(), "Add jstatd Host",
				"Host name or address of a machine running jstatd, with its RMI registry port (default "
						+ Target.JSTATD_DEFAULT_PORT + "):",
				"", text -> {
					try {
						parseHost(text);
						return null;
					} catch (IllegalArgumentException e) {
						return e.getMessage();
					}
				});
		if (d.open() != Window.OK) {
			return;
		}
		JstatdHost host = parseHost(d.getValue());
		List<JstatdHost> saved = new ArrayList<>(SavedTargets.hosts());
		if (!saved.contains(host)) {
			saved.add(host);
			SavedTargets.saveHosts(saved);
		}
		view.addHost(host);
	}

	/** {@code host[:port]}, port 1099 when left out. */
	static JstatdHost parseHost(String text) {
		String s = text.strip();
		int colon = s.lastIndexOf(':');
		String host = colon < 0 ? s : s.substring(0, colon);
		if (host.isEmpty() || host.chars().anyMatch(Character::isWhitespace)) {
			throw new IllegalArgumentException("Type a host name or address, e.g. build-box or 10.0.0.5:1099");
		}
		if (colon < 0) {
			return new JstatdHost(host, Target.JSTATD_DEFAULT_PORT);
		}
		try {
			int port = Integer.parseInt(s.substring(colon + 1));
			if (port >= 1 && port <= 65535) {
				return new JstatdHost(host, port);
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		throw new IllegalArgumentException("'" + s.substring(colon + 1) + "' is not a port (1-65535)");
	}

	private void addJmx() {
		JmxConnectionDialog d = new JmxConnectionDialog(shell());
		if (d.open() != Window.OK) {
			return;
		}
		Target.Jmx target = d.target();
		List<Target.Jmx> saved = new ArrayList<>(SavedTargets.jmx());
		if (!saved.contains(target)) {
			saved.add(target);
			SavedTargets.saveJmx(saved);
		}
		view.addJmx(target);
	}

	private void remove() {
		List<JstatdHost> hosts = new ArrayList<>(SavedTargets.hosts());
		List<Target.Jmx> jmx = new ArrayList<>(SavedTargets.jmx());
		for (Object o : selection().toList()) {
			if (o instanceof JstatdHost h) {
				hosts.remove(h);
				view.removeHost(h);
			} else if (o instanceof Target.Jmx x) {
				jmx.remove(x);
				Connections.get().disconnect(x);
				Passwords.forget(x);
				view.removeJmx(x);
			}
		}
		SavedTargets.saveHosts(hosts);
		SavedTargets.saveJmx(jmx);
	}

	private List<Target> selectedTargets() {
		List<Target> out = new ArrayList<>();
		for (Object o : selection().toList()) {
			if (o instanceof ExplorerModel.JvmNode n) {
				out.add(n.target());
			} else if (o instanceof Target t) {
				out.add(t);
			}
		}
		return out;
	}

	private IStructuredSelection selection() {
		return viewer.getStructuredSelection();
	}

	private Shell shell() {
		return viewer.getControl().getShell();
	}
}
