package dyno.ui.tests.pages;

import java.util.List;
import java.util.function.Predicate;

import javax.management.ObjectName;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.jemmy.TimeoutExpiredException;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Keyboard.KeyboardButtons;
import org.jemmy.interfaces.Parent;

import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.internal.mbeans.MBeansView;

/** The MBeans view of one JVM: the tree of domains and MBeans, the selected MBean's attributes table. */
public final class MBeansPage {

	private final DynoWindow window;
	private final Parent<Control> controls;
	private final String target;

	@SuppressWarnings("unchecked")
	private MBeansPage(DynoWindow window, String target) {
		this.window = window;
		this.target = target;
		controls = window.controls().lookup(Composite.class, Ui.named("mbeans.view " + target)).wrap().as(Parent.class,
				Control.class);
	}

	/** Opens the MBeans view of the local JVM {@code pid} from the explorer's context menu, and returns it. */
	public static MBeansPage open(DynoWindow window, long pid) throws InterruptedException {
		String target = "pid " + pid;
		window.jvmExplorer().chooseFromContextMenuUntil(pid, "MBeans", () -> has(window, target));
		return new MBeansPage(window, target);
	}

	private static boolean has(DynoWindow window, String target) {
		return window.controls().lookup(Composite.class, Ui.named("mbeans.view " + target)).size() > 0;
	}

	/** Waits until the header line contains {@code text}, and returns it. */
	public String waitForStatus(String text) {
		Wrap<? extends Label> label = controls.lookup(Label.class, Ui.named("mbeans.status")).wrap();
		try {
			return label.waitState(() -> {
				String s = Ui.get(() -> label.getControl().getText());
				return s.contains(text) ? s : null;
			});
		} catch (TimeoutExpiredException e) {
			throw new AssertionError("the header does not say '" + text + "' but: "
					+ Ui.get(() -> label.getControl().getText()), e);
		}
	}

	/** Selects the MBean {@code name} in the tree, as a click on it would. */
	public void select(ObjectName name) {
		Ui.get(() -> {
			view().show(name);
			return null;
		});
	}

	private MBeansView view() {
		IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
		for (IViewReference v : page.getViewReferences()) {
			if (v.getId().equals(DynoJvmUi.MBEANS_ID) && v.getView(false) instanceof MBeansView m
					&& TargetCodec.decode(v.getSecondaryId()).label().equals(target)) {
				return m;
			}
		}
		throw new IllegalStateException("no MBeans view of " + target);
	}

	/** Waits until the attributes table's rows (name, value, type, access) satisfy {@code test}, and returns them. */
	public List<List<String>> waitForAttributes(Predicate<List<List<String>>> test) {
		Wrap<? extends Table> table = attributes();
		return table.waitState(() -> {
			List<List<String>> rows = Ui.get(() -> Tables.rows(table.getControl()));
			return test.test(rows) ? rows : null;
		});
	}

	private Wrap<? extends Table> attributes() {
		return controls.lookup(Table.class, Ui.named("mbeans.attributes")).wrap();
	}

	/**
	 * Gives the attribute table the keyboard focus with no row selected, as it is once a written attribute was read
	 * again (its row's old selection does not match the new value).
	 */
	public void deselectAttributes() {
		Wrap<? extends Table> table = attributes();
		Ui.focus(table.getControl());
		Ui.get(() -> {
			table.getControl().deselectAll();
			return null;
		});
	}

	/** Clicks the value cell of attribute {@code name} with the mouse, types {@code text} in its editor, presses Enter. */
	public void edit(String name, String text) {
		Wrap<? extends Table> table = attributes();
		Rectangle cell = Ui.get(() -> valueCell(table.getControl(), name));
		Ui.focus(table.getControl());
		// From elsewhere, as DynoWindow clicks tool bars: the second edit clicks the same cell as the first, and
		// GTK may not take a click the pointer did not move to.
		window.clickFromElsewhere(table, cell);
		type(table, "the value editor of " + name + " after a click at " + cell, text);
	}

	/** Selects attribute {@code name}'s row, presses F2 as a keyboard user does, types {@code text}, presses Enter. */
	public void editWithKeyboard(String name, String text) {
		Wrap<? extends Table> table = attributes();
		Ui.focus(table.getControl());
		Ui.get(() -> {
			Table t = table.getControl();
			t.setSelection(rowOf(t, name));
			t.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		table.keyboard().pushKey(KeyboardButtons.F2);
		type(table, "the value editor of " + name + " after F2", text);
	}

	private void type(Wrap<? extends Table> table, String what, String text) {
		// The probe returns the editor once it has the focus, else what it met (last seen in a timeout's message).
		Text editor = (Text) Ui.waitFor(what + " to open with the keyboard focus", () -> Ui.get(() -> {
			for (Control c : table.getControl().getChildren()) {
				if (c instanceof Text t && t.isVisible() && t.isFocusControl()) {
					return (Object) t;
				}
			}
			return editorState(table.getControl());
		}), Text.class::isInstance);
		Ui.get(() -> {
			editor.setText(text);
			editor.notifyListeners(SWT.DefaultSelection, new Event());
			return null;
		});
	}

	/** What a click or key that did not open the editor met: the selection, the focus and the active shell. */
	private static String editorState(Table t) {
		StringBuilder s = new StringBuilder("selected rows " + java.util.Arrays.toString(t.getSelectionIndices())
				+ ", focus " + t.getDisplay().getFocusControl() + ", active shell " + t.getDisplay().getActiveShell()
				+ ", shells " + java.util.Arrays.toString(t.getDisplay().getShells()));
		for (Control c : t.getChildren()) {
			s.append(", child ").append(c).append(" visible ").append(c.isVisible()).append(" at ").append(c.getBounds());
		}
		for (int i = 0; i < t.getItemCount(); i++) {
			s.append(", row ").append(t.getItem(i).getText(0)).append(" value cell ").append(t.getItem(i).getBounds(1));
		}
		return s.toString();
	}

	private static int rowOf(Table t, String name) {
		for (int i = 0; i < t.getItemCount(); i++) {
			if (t.getItem(i).getText(0).equals(name)) {
				return i;
			}
		}
		throw new IllegalStateException("no attribute " + name);
	}

	private static Rectangle valueCell(Table t, String name) {
		return t.getItem(rowOf(t, name)).getBounds(1);
	}

	/** Shows the tab {@code text} ("Attributes", "Operations", "Notifications"). */
	public void showTab(String text) {
		Wrap<? extends CTabFolder> tabs = controls.lookup(CTabFolder.class, Ui.named("mbeans.tabs")).wrap();
		Ui.get(() -> {
			CTabFolder f = tabs.getControl();
			for (CTabItem item : f.getItems()) {
				if (item.getText().equals(text)) {
					f.setSelection(item);
					return null;
				}
			}
			throw new IllegalStateException("no tab " + text);
		});
	}

	/** Presses Subscribe on the Notifications tab, once the selected MBean says it sends notifications. */
	public void subscribe() {
		Wrap<? extends Button> button = controls.lookup(Button.class, Ui.named("mbeans.subscribe")).wrap();
		button.waitState(() -> Ui.get(() -> button.getControl().isEnabled() ? Boolean.TRUE : null));
		Ui.get(() -> {
			button.getControl().notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** Waits until the notifications table's rows (time, type, message) satisfy {@code test}, and returns them. */
	public List<List<String>> waitForNotifications(Predicate<List<List<String>>> test) {
		Wrap<? extends Table> table = controls.lookup(Table.class, Ui.named("mbeans.notifications")).wrap();
		return table.waitState(() -> {
			List<List<String>> rows = Ui.get(() -> Tables.rows(table.getControl()));
			return test.test(rows) ? rows : null;
		});
	}
}
