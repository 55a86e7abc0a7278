package dyno.jvm.ui.internal.mbeans;

import java.io.IOException;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.function.Consumer;
import javax.management.ObjectName;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.ViewPart;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.mbeans.MBeanBrowser;
import dyno.jvm.mbeans.MBeanDetails;
import dyno.jvm.mbeans.MBeanNode;
import dyno.jvm.mbeans.NotificationLog;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.internal.StateText;
import dyno.ui.Actions;
import dyno.ui.DynoUi;
import dyno.ui.Icons;
import dyno.ui.StatusColour;

/**
 * The MBeans of one JVM, like JConsole's MBeans tab: a tree of domains and their MBeans; for the selected one its
 * attributes with their values (writable ones of a simple type edited in place), its operations (invoked with typed
 * parameters after a confirmation) and, on request, the notifications it sends. One view per target (the secondary
 * id encodes it), on the shared connection. Every JMX call runs in a job; its outcome, or why it failed, shows in
 * the header line.
 */
public final class MBeansView extends ViewPart {

	private Target target;
	private JvmConnection connection;
	private MBeanBrowser browser;
	private Label status;
	private TreeViewer tree;
	private AttributesTable attributes;
	private TableViewer operations;
	private Button subscribe;
	private TableViewer notifications;
	private MBeanDetails shown;
	private NotificationLog log;
	private boolean loaded;

	private final JvmConnection.Listener states = new JvmConnection.Listener() {
		@Override
		public void stateChanged(JvmConnection c, JvmConnection.State s) {
			ui(MBeansView.this::stateChanged);
		}
	};

	@Override
	public void init(IViewSite site) throws PartInitException {
		super.init(site);
		target = DynoJvmUi.target(site, "MBeans");
		setPartName("MBeans " + target.label());
	}

	@Override
	public void createPartControl(Composite parent) {
		Composite area = new Composite(parent, SWT.NONE);
		area.setData(DynoUi.WIDGET_NAME, "mbeans.view " + target.label());
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(area);
		status = new Label(area, SWT.WRAP);
		status.setData(DynoUi.WIDGET_NAME, "mbeans.status");
		GridDataFactory.fillDefaults().grab(true, false).hint(300, SWT.DEFAULT).applyTo(status);
		SashForm body = new SashForm(area, SWT.HORIZONTAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		tree = new TreeViewer(body, SWT.BORDER | SWT.SINGLE);
		tree.getTree().setData(DynoUi.WIDGET_NAME, "mbeans.tree");
		tree.setContentProvider(new DomainsContent());
		tree.setLabelProvider(LabelProvider.createTextProvider(
				o -> o instanceof MBeanNode.Domain d ? d.name() : ((MBeanNode) o).label()));
		tree.addSelectionChangedListener(e -> {
			if (e.getStructuredSelection().getFirstElement() instanceof MBeanNode n) {
				describe(n.name());
			}
		});
		CTabFolder tabs = new CTabFolder(body, SWT.BOTTOM | SWT.FLAT);
		tabs.setData(DynoUi.WIDGET_NAME, "mbeans.tabs");
		attributes = new AttributesTable(tabs, this::write);
		tab(tabs, "Attributes", attributes.control());
		tab(tabs, "Operations", operationsTab(tabs));
		tab(tabs, "Notifications", notificationsTab(tabs));
		tabs.setSelection(0);
		body.setWeights(35, 65);

		getViewSite().getActionBars().getToolBarManager().add(Actions.of("Refresh",
				"Refresh: reads the domains and the selected MBean's attributes again", Icons.of(getClass(), "refresh"),
				this::refresh));
		connection = Connections.get().open(target);
		browser = new MBeanBrowser(connection);
		connection.addListener(states);
		stateChanged();
	}

	private static void tab(CTabFolder tabs, String text, Control body) {
		CTabItem item = new CTabItem(tabs, SWT.NONE);
		item.setText(text);
		item.setControl(body);
	}

	private Control operationsTab(Composite parent) {
		Composite tab = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(tab);
		operations = table(tab, "mbeans.operations");
		column(operations, "Operation", 320, o -> ((MBeanDetails.Operation) o).signature());
		column(operations, "Description", 300, o -> ((MBeanDetails.Operation) o).description());
		operations.addDoubleClickListener(e -> invokeSelected());
		Button invoke = new Button(tab, SWT.PUSH);
		invoke.setText("Invoke…");
		invoke.addListener(SWT.Selection, e -> invokeSelected());
		return tab;
	}

	private Control notificationsTab(Composite parent) {
		Composite tab = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(tab);
		subscribe = new Button(tab, SWT.PUSH);
		subscribe.setData(DynoUi.WIDGET_NAME, "mbeans.subscribe");
		subscribe.setText("Subscribe");
		subscribe.setEnabled(false);
		subscribe.addListener(SWT.Selection, e -> toggleSubscription());
		notifications = table(tab, "mbeans.notifications");
		SimpleDateFormat time = new SimpleDateFormat("HH:mm:ss.SSS");
		column(notifications, "Time", 100, o -> time.format(new Date(((NotificationLog.Entry) o).time())));
		column(notifications, "Type", 200, o -> ((NotificationLog.Entry) o).type());
		column(notifications, "Message", 360, o -> ((NotificationLog.Entry) o).message());
		return tab;
	}

	static TableViewer table(Composite parent, String name) {
		TableViewer v = new TableViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
		v.getTable().setData(DynoUi.WIDGET_NAME, name);
		v.getTable().setHeaderVisible(true);
		v.getTable().setLinesVisible(true);
		v.setContentProvider(ArrayContentProvider.getInstance());
		GridDataFactory.fillDefaults().grab(true, true).applyTo(v.getTable());
		return v;
	}

	static TableViewerColumn column(TableViewer v, String title, int width, java.util.function.Function<Object, String> text) {
		TableViewerColumn c = new TableViewerColumn(v, SWT.NONE);
		c.getColumn().setText(title);
		c.getColumn().setWidth(width);
		c.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply(element);
			}
		});
		return c;
	}

	/** Shows {@code name} in the tree and its details, as a click on it would. */
	public void show(ObjectName name) {
		tree.setSelection(new StructuredSelection(new MBeanNode(name)), true);
	}

	private void stateChanged() {
		if (status.isDisposed()) {
			return;
		}
		switch (connection.state()) {
		case LIVE -> {
			if (!loaded) {
				loaded = true;
				refresh();
			} else {
				say("State: live");
			}
		}
		case LOST, CLOSED -> {
			loaded = false;
			complain("The JVM is gone (" + StateText.of(connection) + "): what is shown is as last read.");
		}
		case CONNECTING -> say("State: connecting…");
		}
	}

	private void refresh() {
		ObjectName selected = shown == null ? null : shown.name();
		background("Reading the MBeans of " + target.label(), browser::domains, domains -> {
			tree.setInput(domains);
			say("State: live — " + domains.stream().mapToInt(d -> d.beans().size()).sum() + " MBeans in "
					+ domains.size() + " domains");
			if (selected != null) {
				show(selected);
				describe(selected);
			}
		});
	}

	private void describe(ObjectName name) {
		background("Reading " + name, () -> browser.describe(name), details -> {
			showDetails(details);
			say("State: live — " + name);
		});
	}

	private void showDetails(MBeanDetails details) {
		boolean other = shown == null || !shown.name().equals(details.name());
		shown = details;
		attributes.show(details);
		operations.setInput(details.operations());
		if (other) {
			closeLog();
			notifications.setInput(List.of());
		}
		subscribe.setEnabled(details.emitsNotifications());
		subscribe.setText(log == null ? "Subscribe" : "Unsubscribe");
		subscribe.getParent().layout();
	}

	/**
	 * Writes an attribute edited in the table (called by the table once its editor applied text), then reads the
	 * MBean again in the same job, so the table shows what the bean made of the value.
	 */
	private void write(MBeanDetails.Attribute attribute, String text) {
		ObjectName name = shown.name();
		background("Writing " + attribute.name() + " of " + name, () -> {
			browser.write(name, attribute, text);
			return browser.describe(name);
		}, details -> {
			showDetails(details);
			say(attribute.name() + " of " + name + " is now "
					+ details.attribute(attribute.name()).map(MBeanDetails.Attribute::text).orElse("gone"));
		});
	}

	private void invokeSelected() {
		if (shown == null || !(operations.getStructuredSelection().getFirstElement() instanceof MBeanDetails.Operation op)) {
			return;
		}
		if (!op.invocable()) {
			complain(op.signature() + " takes a parameter that cannot be typed in: only String, numbers, boolean and char can.");
			return;
		}
		InvokeDialog d = new InvokeDialog(getSite().getShell(), shown.name(), op);
		if (d.open() != Window.OK) {
			return;
		}
		ObjectName name = shown.name();
		background("Invoking " + op.signature() + " on " + name, () -> browser.invoke(name, op, d.values()), result -> {
			MessageDialog.openInformation(getSite().getShell(), op.name() + " — " + target.label(),
					op.signature() + " returned:\n\n" + dyno.jvm.mbeans.AttributeValue.format(result));
			describe(name);
		});
	}

	private void toggleSubscription() {
		if (log != null) {
			closeLog();
			subscribe.setText("Subscribe");
			return;
		}
		ObjectName name = shown.name();
		background("Subscribing to " + name, () -> browser.subscribe(name, () -> ui(this::showNotifications)), l -> {
			log = l;
			subscribe.setText("Unsubscribe");
			subscribe.getParent().layout();
			say("Listening to the notifications of " + name);
		});
	}

	private void showNotifications() {
		if (log != null && !notifications.getTable().isDisposed()) {
			notifications.setInput(log.entries());
		}
	}

	private void closeLog() {
		if (log != null) {
			NotificationLog closing = log;
			log = null;
			Job.create("Unsubscribing from " + closing.name(), m -> {
				closing.close();
			}).schedule();
		}
	}

	/** Runs {@code work} in a job, then {@code then} with its answer on the UI thread; a failure goes to the header. */
	private <T> void background(String name, JmxWork<T> work, Consumer<T> then) {
		Job.create(name, m -> {
			try {
				T answer = work.run();
				ui(() -> then.accept(answer));
			} catch (IOException | IllegalArgumentException e) {
				ui(() -> complain(e.getMessage()));
			}
			return Status.OK_STATUS;
		}).schedule();
	}

	@FunctionalInterface
	private interface JmxWork<T> {
		T run() throws IOException;
	}

	private void ui(Runnable r) {
		if (!status.isDisposed()) {
			status.getDisplay().asyncExec(() -> {
				if (!status.isDisposed()) {
					r.run();
				}
			});
		}
	}

	/** Shows how things stand in the header, coloured as the connection's state. */
	private void say(String text) {
		show(text, StateText.colour(connection.state()));
	}

	/** Shows in the header, in red, why something could not be done. */
	private void complain(String text) {
		show(text, StatusColour.ERROR);
	}

	private void show(String text, StatusColour colour) {
		status.setText(text);
		colour.applyTo(status);
		status.getParent().layout();
	}

	@Override
	public void setFocus() {
		tree.getControl().setFocus();
	}

	@Override
	public void dispose() {
		if (connection != null) {
			connection.removeListener(states);
			closeLog();
		}
		super.dispose();
	}

	/** Domains at the top, their MBeans under them. */
	private static final class DomainsContent implements ITreeContentProvider {
		private List<?> domains = List.of();

		@Override
		public void inputChanged(org.eclipse.jface.viewers.Viewer viewer, Object oldInput, Object newInput) {
			domains = newInput == null ? List.of() : (List<?>) newInput;
		}

		@Override
		public Object[] getElements(Object input) {
			return ((List<?>) input).toArray();
		}

		@Override
		public Object[] getChildren(Object parent) {
			return parent instanceof MBeanNode.Domain d ? d.beans().toArray() : new Object[0];
		}

		@Override
		public Object getParent(Object element) {
			// the tree reveals an MBean chosen by name through its domain
			return element instanceof MBeanNode n ? domains.stream()
					.filter(d -> ((MBeanNode.Domain) d).name().equals(n.domain())).findFirst().orElse(null) : null;
		}

		@Override
		public boolean hasChildren(Object element) {
			return element instanceof MBeanNode.Domain;
		}
	}
}
