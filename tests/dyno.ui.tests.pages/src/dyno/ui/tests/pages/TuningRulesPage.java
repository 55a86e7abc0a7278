package dyno.ui.tests.pages;

import java.util.List;

import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Table;
import org.jemmy.control.Wrap;

/**
 * The Tuning Rules editor (Help &gt; Tuning Rules): the rule reference page in an embedded browser, or, where the
 * platform has none, the same rules in a table ("tuningRules.table").
 */
public final class TuningRulesPage {

	private final DynoWindow window;

	public TuningRulesPage(DynoWindow window) {
		this.window = window;
	}

	/** The summary link's text ("212 rules (…). Open in the system browser (…)"), once the editor is open. */
	public String summary() {
		Wrap<? extends Link> link = window.controls().lookup(Link.class, Ui.named("tuningRules.open")).wrap();
		return Ui.get(() -> link.getControl().getText());
	}

	/** Whether the page is shown in an embedded browser (else in the table); ask once {@link #summary} is there. */
	public boolean inBrowser() {
		return window.controls().lookup(Browser.class, Ui.named("tuningRules.browser")).size() > 0;
	}

	/** The first cell of each table row: the rule ids, then the reference rows not checked. */
	public List<String> tableIds() {
		Wrap<? extends Table> t = window.controls().lookup(Table.class, Ui.named("tuningRules.table")).wrap();
		return Ui.get(() -> Tables.rows(t.getControl()).stream().map(r -> r.get(0)).toList());
	}

	/** The text of the page in the embedded browser, once it has loaded something. */
	public String browserText() {
		Wrap<? extends Browser> b = window.controls().lookup(Browser.class, Ui.named("tuningRules.browser")).wrap();
		return b.waitState(() -> Ui.get(() -> {
			String text = b.getControl().getText();
			return text == null || text.isEmpty() ? null : text;
		}));
	}
}
