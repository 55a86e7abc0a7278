package dyno.jboss.ui.internal.servers;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.core.runtime.Status;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.core.Listeners.Registration;
import dyno.core.Plural;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.launch.ServerRuns;
import dyno.jboss.ui.internal.launch.ServerStates;
import dyno.ui.Actions;
import dyno.ui.BackgroundJob;
import dyno.ui.DynoUi;
import dyno.ui.Icons;

/**
 * The JBoss Servers view: the server homes the user added (kept in the workspace's preferences), each with its
 * detected product and version, profiles and tunable files by kind. Double-click opens a file's editor; "Lint
 * Server" puts the findings of every file on markers (the Problems view) and a summary on the home;
 * "Safe Fixes…" previews and applies the fixes {@link SafeFixes} calls safe. Start, Stop, Reload and Restart of a
 * server (a profile's line) are the {@link LifeCycle}'s, each enabled by how the server runs as Dyno sees it.
 */
public final class ServersView extends ViewPart {

	/** The view's id (plugin.xml). */
	public static final String ID = "dyno.jboss.ui.servers";

	private TreeViewer viewer;
	private Action lint;
	private Action safeFixes;
	private Action remove;
	private Action start;
	private Action stop;
	private Action reload;
	private Action restart;
	private Action startWithDyno;
	/** The homes shown, whose running WildFly servers are asked for their state. */
	private List<ServerTree.Home> shown = List.of();
	/** The servers that ran at the last relabel: one that starts or stops has its state read anew. */
	private Set<String> runningBefore = Set.of();
	private final Runnable homesChanged = () -> Display.getDefault().asyncExec(this::refresh);
	/** What this view listens to, closed when it is disposed. */
	private final List<Registration> registrations = new ArrayList<>();
	private final Runnable labelsChanged = () -> Display.getDefault().asyncExec(this::relabel);
	/** Counts refreshes: a slower, older detection must not replace what a newer one showed. */
	private final AtomicLong generation = new AtomicLong();

	@Override
	public void createPartControl(Composite parent) {
		setTitleImage(Icons.image(getClass(), "servers"));
		viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
		viewer.getTree().setData(DynoUi.WIDGET_NAME, "servers.tree");
		viewer.setComparer(ServerTree.BY_KEY);
		viewer.setContentProvider(new ServerTree());
		viewer.setLabelProvider(new ServerLabels());
		ColumnViewerToolTipSupport.enableFor(viewer);
		viewer.addDoubleClickListener(e -> {
			Object o = viewer.getStructuredSelection().getFirstElement();
			if (o instanceof ServerTree.File f) {
				OpenConfig.open(getSite().getPage(), f.file().path());
			} else if (o != null) {
				viewer.setExpandedState(o, !viewer.getExpandedState(o));
			}
		});
		viewer.addSelectionChangedListener(e -> updateActions());
		getSite().setSelectionProvider(viewer);
		fill(getViewSite().getActionBars().getToolBarManager());
		MenuManager menu = new MenuManager();
		menu.setRemoveAllWhenShown(true);
		menu.addMenuListener(this::fillMenu);
		viewer.getTree().setMenu(menu.createContextMenu(viewer.getTree()));
		registrations.add(JBossUiPlugin.serverHomes().addListener(homesChanged));
		registrations.add(JBossUiPlugin.lintResults().addListener(labelsChanged));
		registrations.add(JBossUiPlugin.liveHints().addListener(labelsChanged));
		registrations.add(ServerRuns.get().addListener(labelsChanged));
		registrations.add(ServerStates.get().addListener(labelsChanged));
		refresh();
	}

	private void fill(IToolBarManager toolbar) {
		// the view shares the narrow left column with the JVM Explorer: short labels (tooltips say more) so that
		// every action fits without the chevron; Refresh, rarely needed, is in the view menu
		lint = Actions.of("Lint Server", "Lint Server: checks the files of the configuration the selected server "
				+ "runs against the tuning rules (with the live facts of its JVM when connected); findings go to the "
				+ "Problems view",
				Icons.of(getClass(), "lint"), this::lintSelected);
		safeFixes = Actions.of("Safe Fixes…", "Apply Safe Fixes: previews the fixes that only set numbers within "
				+ "known bounds, then applies the chosen ones", Icons.of(getClass(), "safe-fixes"),
				this::safeFixesOfSelected);
		remove = Actions.of("Remove", "Remove: the selected server home from the view (its files stay as they are)",
				Icons.shared(ISharedImages.IMG_ETOOL_DELETE), this::removeSelected);
		toolbar.add(lint);
		toolbar.add(safeFixes);
		toolbar.add(new Separator());
		toolbar.add(Actions.of("Add Server…", "Add Server Home: a JBoss AS, WildFly or Tomcat installation folder",
				Icons.of(getClass(), "add-server"), this::chooseHome));
		toolbar.add(remove);
		toolbar.add(new Separator());
		start = Actions.of("Start", "Start with Dyno: runs the selected server through its own script with Dyno's "
				+ "monitoring flags and opens its JVM's Heap Generations and Threads views as soon as it is up",
				Icons.of(getClass(), "start-server"), () -> lifeCycle(LifeCycle.Step.START));
		stop = Actions.of("Stop", "Stop: ends the selected server cleanly (one started from here: its JVM gets "
				+ "SIGTERM; another WildFly: shutdown through its management interface; another JBoss AS or Tomcat: "
				+ "its stop script)", Icons.of(getClass(), "stop-server"), () -> lifeCycle(LifeCycle.Step.STOP));
		reload = Actions.of("Reload", "Reload: the running WildFly restarts its services with its configuration "
				+ "(the JVM stays), which applies a reload-required change", Icons.of(getClass(), "reload-server"),
				() -> lifeCycle(LifeCycle.Step.RELOAD));
		restart = Actions.of("Restart", "Restart: stops the selected server and starts it again (a new JVM), which "
				+ "applies a restart-required change", Icons.of(getClass(), "restart-server"),
				() -> lifeCycle(LifeCycle.Step.RESTART));
		toolbar.add(start);
		toolbar.add(stop);
		toolbar.add(reload);
		toolbar.add(restart);
		IMenuManager viewMenu = getViewSite().getActionBars().getMenuManager();
		viewMenu.add(Actions.of("Refresh", "Detects the servers' profiles and files again, and reads the running "
				+ "servers' states", Icons.of(getClass(), "refresh"), this::refresh));
		// The name the README and the users know it by; the same step as the tool bar's Start.
		startWithDyno = Actions.of("Start with Dyno", start.getToolTipText(), start.getImageDescriptor(),
				() -> lifeCycle(LifeCycle.Step.START));
		viewMenu.add(startWithDyno);
		viewMenu.add(stop);
		updateActions();
	}

	private void fillMenu(IMenuManager m) {
		if (selectedProfile().isPresent()) {
			m.add(start);
			m.add(stop);
			m.add(reload);
			m.add(restart);
			m.add(new Separator());
		}
		if (selectedHome().isPresent()) {
			m.add(lint);
			m.add(safeFixes);
			m.add(new Separator());
			m.add(remove);
		}
	}

	private void updateActions() {
		boolean home = selectedHome().isPresent();
		lint.setEnabled(home);
		safeFixes.setEnabled(home);
		remove.setEnabled(home);
		Optional<Server> server = selectedProfile();
		start.setEnabled(server.filter(s -> LifeCycle.enabled(s, LifeCycle.Step.START)).isPresent());
		startWithDyno.setEnabled(start.isEnabled());
		stop.setEnabled(server.filter(s -> LifeCycle.enabled(s, LifeCycle.Step.STOP)).isPresent());
		reload.setEnabled(server.filter(s -> LifeCycle.enabled(s, LifeCycle.Step.RELOAD)).isPresent());
		restart.setEnabled(server.filter(s -> LifeCycle.enabled(s, LifeCycle.Step.RESTART)).isPresent());
	}

	/** The server of the selected profile (or of anything below it). */
	private Optional<Server> selectedProfile() {
		return selected(ServerTree.Profile.class).map(ServerTree.Profile::server);
	}

	/** The selected element if it is a {@code type}, else its nearest ancestor that is one. */
	private <T> Optional<T> selected(Class<T> type) {
		ITreeContentProvider tree = (ITreeContentProvider) viewer.getContentProvider();
		Object o = viewer.getStructuredSelection().getFirstElement();
		while (o != null && !type.isInstance(o)) {
			o = tree.getParent(o);
		}
		return Optional.ofNullable(type.cast(o));
	}

	private void lifeCycle(LifeCycle.Step step) {
		selectedProfile().ifPresent(s -> LifeCycle.run(getSite().getShell(), s, step, this::say));
		updateActions();
	}

	private void say(String message) {
		getViewSite().getActionBars().getStatusLineManager().setMessage(message);
		updateActions();
	}

	/** The home of the selected element (a home, or anything below one). */
	private Optional<ServerTree.Home> selectedHome() {
		return selected(ServerTree.Home.class);
	}

	private void chooseHome() {
		DirectoryDialog d = new DirectoryDialog(getSite().getShell());
		d.setText("Add Server Home");
		d.setMessage("The installation folder of a JBoss AS 4–6, WildFly or Tomcat (the folder that holds bin/)");
		String chosen = d.open();
		if (chosen != null) {
			addHome(Path.of(chosen));
		}
	}

	/** Detects the servers in {@code home} (in a job) and adds it; a folder without servers gets a message. */
	public void addHome(Path home) {
		BackgroundJob.start(getSite().getShell(), "Adding the server home " + home, m -> {
			List<Server> servers = ServerLayout.detect(home);
			if (servers.isEmpty()) {
				throw new IOException(home + " is not a JBoss AS, WildFly or Tomcat installation (no server/<profile>/, "
						+ "standalone/configuration/, domain/configuration/ or conf/server.xml)");
			}
			return servers;
		}, servers -> {
			if (!JBossUiPlugin.serverHomes().add(home)) {
				refresh();
			}
		});
	}

	private void removeSelected() {
		selectedHome().ifPresent(h -> {
			JBossUiPlugin.serverHomes().remove(h.home());
			boolean linted = JBossUiPlugin.lintResults().of(h.home()).isPresent();
			JBossUiPlugin.lintResults().remove(h.home());
			if (linted) {
				Job.create("Removing the markers of " + h.home(), m -> {
					try {
						LintServer.clearMarkers(h.servers());
					} catch (CoreException e) {
						return e.getStatus();
					}
					return Status.OK_STATUS;
				}).schedule();
			}
		});
	}

	private void lintSelected() {
		selectedHome().filter(h -> h.problem() == null).ifPresent(h -> BackgroundJob.start(getSite().getShell(),
				"Linting " + h.home(), m -> LintServer.lint(h.home(), m), r -> showProblems()));
	}

	private void showProblems() {
		try {
			getSite().getPage().showView(IPageLayout.ID_PROBLEM_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
		} catch (PartInitException e) {
			MessageDialog.openError(getSite().getShell(), "Problems", "Cannot show the Problems view: " + e.getMessage());
		}
	}

	private void safeFixesOfSelected() {
		selectedHome().filter(h -> h.problem() == null).ifPresent(this::safeFixes);
	}

	/** Lints the home, finds its safe fixes, previews them and applies the chosen ones (all slow work in jobs). */
	void safeFixes(ServerTree.Home h) {
		BackgroundJob.start(getSite().getShell(), "Finding the safe fixes of " + h.home(),
				m -> SafeFixes.of(LintServer.lint(h.home(), m).report().findings()), candidates -> {
					if (candidates.isEmpty()) {
						MessageDialog.openInformation(getSite().getShell(), SafeFixesDialog.TITLE,
								"No safe fixes for " + h.title() + ": every fix of its findings changes more than a "
										+ "number within known bounds (apply those one by one with their quick fix).");
						return;
					}
					SafeFixesDialog d = new SafeFixesDialog(getSite().getShell(), h.home(), h.title(), candidates);
					if (d.open() == SafeFixesDialog.OK) {
						apply(h, d.chosen());
					}
				});
	}

	private void apply(ServerTree.Home h, List<SafeFixes.Candidate> chosen) {
		BackgroundJob.start(getSite().getShell(), "Applying " + Plural.of(chosen.size(), "fix") + " to " + h.home(), m -> {
			List<Path> inEditors = new ArrayList<>();
			List<Path> saved = ApplyFixes.apply(chosen, inEditors);
			LintServer.lint(h.home(), m);
			return Plural.of(saved.size(), "file") + " saved" + (inEditors.isEmpty() ? ""
					: ", " + inEditors.size() + " changed in their open editors (not saved yet)");
		}, said -> getViewSite().getActionBars().getStatusLineManager().setMessage("Safe fixes applied: " + said));
	}

	/** Detects every home's servers again (in a job) and shows them, keeping what was expanded. */
	public void refresh() {
		List<Path> homes = JBossUiPlugin.serverHomes().list();
		long mine = generation.incrementAndGet();
		Job job = Job.create("Reading the server homes", m -> {
			List<ServerTree.Home> read = new ArrayList<>();
			for (Path home : homes) {
				try {
					read.add(new ServerTree.Home(home, ServerLayout.detect(home), null));
				} catch (IOException e) {
					read.add(new ServerTree.Home(home, List.of(), "cannot read it: " + e.getMessage()));
				}
			}
			Display.getDefault().asyncExec(() -> {
				if (mine == generation.get()) {
					show(read);
				}
			});
		});
		job.setSystem(true);
		job.schedule();
	}

	private void show(List<ServerTree.Home> homes) {
		if (viewer == null || viewer.getControl().isDisposed()) {
			return;
		}
		Object[] expanded = viewer.getExpandedElements();
		shown = homes;
		LifeCycle.readStates(servers());
		viewer.setInput(homes);
		viewer.setExpandedElements(expanded);
		setContentDescription(homes.isEmpty() ? "Add a server home (Add Server…) to tune its configuration files" : "");
		updateActions();
	}

	private void relabel() {
		if (viewer != null && !viewer.getControl().isDisposed()) {
			Set<String> running = servers().stream().filter(s -> LifeCycle.running(s) != LifeCycle.Running.NO)
					.map(s -> s.home() + "|" + s.profile()).collect(Collectors.toSet());
			if (!running.equals(runningBefore)) {
				runningBefore = running;
				LifeCycle.readStates(servers());
			}
			viewer.refresh(true);
			updateActions();
		}
	}

	/** Every server (profile) of the homes shown. */
	private List<Server> servers() {
		return shown.stream().flatMap(h -> h.servers().stream()).toList();
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		registrations.forEach(Registration::close);
		super.dispose();
	}
}
