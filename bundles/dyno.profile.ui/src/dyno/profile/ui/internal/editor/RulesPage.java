package dyno.profile.ui.internal.editor;

import java.util.Comparator;
import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

import dyno.core.Plural;
import dyno.profile.RuleResult;
import dyno.ui.DynoUi;

/**
 * JMC's automated analysis of the recording as Dyno hints: each rule with its severity (the icons of the
 * Problems view), score and summary, worst first; the selected rule's explanation below.
 */
final class RulesPage {

	private Label summary;
	private RowTable<RuleResult> table;
	private Text explanation;
	private boolean shown;
	/** A rule the Problems view asked for before the results were there. */
	private String pendingRule;

	Control create(Composite parent) {
		Composite page = Pages.area(parent, "rules.page", 1);
		summary = Pages.line(page, "rules.summary");
		summary.setText("Evaluating JMC's rules…");
		SashForm rows = new SashForm(page, SWT.VERTICAL);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(rows);
		table = new RowTable<>(rows, "rules.table", RuleResult.class)
				.icon("Severity", 100, RuleResult::severity, RulesPage::icon, Comparator.comparingInt(RuleResult::score).reversed())
				.number("Score", 60, r -> Integer.toString(r.score()), Comparator.comparingInt(RuleResult::score))
				.text("Rule", 260, RuleResult::name)
				.text("Summary", 620, RuleResult::summary);
		explanation = new Text(rows, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL | SWT.BORDER);
		explanation.setData(DynoUi.WIDGET_NAME, "rules.explanation");
		table.onSelect(this::explain);
		rows.setWeights(65, 35);
		return page;
	}

	private static Image icon(RuleResult r) {
		String image = switch (r.severity()) {
		case RuleResult.WARNING -> ISharedImages.IMG_OBJS_WARN_TSK;
		case RuleResult.INFO -> ISharedImages.IMG_OBJS_INFO_TSK;
		default -> null;
		};
		return image == null ? null : PlatformUI.getWorkbench().getSharedImages().getImage(image);
	}

	/** Selects the rule's row, now or (while the rules are still being evaluated) as soon as they are shown. */
	void select(String ruleId) {
		if (shown) {
			table.select(r -> r.id().equals(ruleId));
		} else {
			pendingRule = ruleId;
		}
	}

	void show(List<RuleResult> results) {
		shown = true;
		table.setRows(results); // the engine ranks them, highest score first
		long warnings = results.stream().filter(r -> r.severity().equals(RuleResult.WARNING)).count();
		long infos = results.stream().filter(r -> r.severity().equals(RuleResult.INFO)).count();
		summary.setText(Plural.of(results.size(), "rule") + " evaluated (those whose events the recording has): "
				+ Plural.of(warnings, "warning") + ", " + Plural.of(infos, "hint") + ", "
				+ (results.size() - warnings - infos) + " without findings");
		String wanted = pendingRule;
		pendingRule = null;
		boolean chosen = wanted != null && table.select(r -> r.id().equals(wanted)); // explained by the selection
		if (!chosen && !results.isEmpty()) {
			table.control().setSelection(0);
			explain(results.get(0));
		}
		summary.getParent().layout();
	}

	private void explain(RuleResult r) {
		explanation.setText(r == null ? "" : r.name() + "\n\n" + r.summary() + "\n\n" + r.explanation());
	}
}
