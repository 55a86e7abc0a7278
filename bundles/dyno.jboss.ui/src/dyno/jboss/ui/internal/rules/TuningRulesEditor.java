package dyno.jboss.ui.internal.rules;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.PartInitException;
import org.osgi.framework.FrameworkUtil;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Result;
import dyno.jboss.analysis.RuleReference;
import dyno.jboss.analysis.RuleReferenceAnalysis;
import dyno.ui.DynoUi;
import dyno.ui.ReadOnlyEditor;
import dyno.ui.ReportSource;
import dyno.ui.TransientInput;

/**
 * Help &gt; Tuning Rules: the rule reference ({@link RuleReferenceAnalysis}, with the preferences' rules folder) as
 * the HTML page {@code ./dyno rules --format html} writes, in an embedded browser where the platform has one, else
 * as a table of the rules with a link that opens the page in the system's browser. The page is written to the
 * bundle's state folder either way, and File &gt; Export Report&hellip; writes it anywhere.
 */
public final class TuningRulesEditor extends ReadOnlyEditor implements ReportSource {

	public static final String ID = "dyno.jboss.ui.tuningRules";

	/** The one input: there is one rule reference. */
	public static final class Input extends TransientInput {

		@Override
		protected Object key() {
			return ID;
		}

		@Override
		public String getName() {
			return "Tuning Rules";
		}

		@Override
		public String getToolTipText() {
			return "Every tuning rule Dyno checks, and the reference rows it does not";
		}
	}

	private RuleReference reference;
	private Path page;
	private Link open;

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		setSite(site);
		setInput(input);
		setPartName(input.getName());
		RuleReferenceAnalysis analysis = new RuleReferenceAnalysis();
		try {
			reference = analysis.run(RulePreferences.apply(Arguments.of(analysis), false).build(), Progress.NONE);
			page = Path.of(Platform.getStateLocation(FrameworkUtil.getBundle(getClass())).toOSString())
					.resolve("tuning-rules.html");
			Files.writeString(page, Format.HTML.render(reference), StandardCharsets.UTF_8);
		} catch (AnalysisException | IOException e) {
			throw new PartInitException("cannot list the tuning rules: " + e.getMessage(), e);
		}
	}

	/** Where the HTML page was written. */
	public Path page() {
		return page;
	}

	@Override
	public void createPartControl(Composite parent) {
		parent.setLayout(new GridLayout(1, false));
		open = new Link(parent, SWT.NONE);
		open.setText(reference.summary() + ". <a>Open in the system browser</a> (" + page + ")");
		open.addListener(SWT.Selection, e -> Program.launch(page.toUri().toString()));
		open.setData(DynoUi.WIDGET_NAME, "tuningRules.open");
		try {
			Browser browser = new Browser(parent, SWT.NONE);
			browser.setUrl(page.toUri().toString());
			browser.setData(DynoUi.WIDGET_NAME, "tuningRules.browser");
			GridDataFactory.fillDefaults().grab(true, true).applyTo(browser);
		} catch (SWTError noBrowser) {
			// No embedded browser on this platform (WebKitGTK missing; the browser disposed itself): the same
			// rows as a table.
			GridDataFactory.fillDefaults().grab(true, true).applyTo(table(parent));
		}
	}

	private Table table(Composite parent) {
		Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		table.setData(DynoUi.WIDGET_NAME, "tuningRules.table");
		String[] titles = { "Rule", "Severity", "Files", "Live-aware", "Checks", "Why", "Tests" };
		int[] widths = { 260, 70, 220, 80, 300, 500, 260 };
		for (int i = 0; i < titles.length; i++) {
			TableColumn c = new TableColumn(table, SWT.LEFT);
			c.setText(titles[i]);
			c.setWidth(widths[i]);
		}
		for (RuleReference.Entry e : reference.rules()) {
			TableItem item = new TableItem(table, SWT.NONE);
			item.setText(new String[] { e.id(), e.severity(), String.join(", ", e.fileKinds()),
					e.liveAware() ? "yes" : "no", e.checks(), e.why(), String.join(", ", e.tests()) });
		}
		for (RuleReference.NotChecked n : reference.notChecked()) {
			TableItem item = new TableItem(table, SWT.NONE);
			item.setText(new String[] { n.row(), "not checked", "", "", n.title(), n.reason(), "" });
		}
		return table;
	}

	@Override
	public void setFocus() {
		open.setFocus();
	}

	@Override
	public Result currentResult() {
		return reference;
	}

	@Override
	public String reportName() {
		return "tuning-rules";
	}
}
