package dyno.ui.tests.pages;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.jemmy.control.Wrap;
import org.jemmy.interfaces.Parent;
import org.jemmy.swt.Shells;
import org.jemmy.swt.lookup.ByTextShell;

/** The "Add JMX Connection" dialog. */
public final class JmxConnectionPage {

	private final Parent<Control> controls;

	@SuppressWarnings("unchecked")
	JmxConnectionPage() {
		Wrap<? extends Shell> shell = Shells.SHELLS.lookup(Shell.class, new ByTextShell<>("Add JMX Connection")).wrap();
		controls = shell.as(Parent.class, Control.class);
	}

	public JmxConnectionPage type(String field, String text) {
		Wrap<? extends Text> t = controls.lookup(Text.class, Ui.named("jmx." + field)).wrap();
		Ui.get(() -> {
			t.getControl().setText(text);
			return null;
		});
		return this;
	}

	/** Ticks a check box ("ssl", "savePassword") with the mouse. */
	public JmxConnectionPage tick(String box) {
		controls.lookup(Button.class, Ui.named("jmx." + box)).wrap().mouse().click();
		return this;
	}

	public void add() {
		controls.lookup(Button.class, Ui.named("jmx.add")).wrap().mouse().click();
	}
}
