package dyno.ui.internal.analyses;

import java.util.Map;

import org.eclipse.jface.action.IContributionItem;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.CompoundContributionItem;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.ui.menus.CommandContributionItemParameter;

import dyno.core.analysis.Analysis;
import dyno.ui.DynoUi;

/**
 * The Analyses menu: an entry per analysis of the registry, each opening its generated dialog. An analysis a bundle
 * contributes appears here with nothing written for the workbench.
 */
public final class AnalysesMenu extends CompoundContributionItem {

	@Override
	protected IContributionItem[] getContributionItems() {
		return DynoUi.analyses().all().stream().map(AnalysesMenu::item).toArray(IContributionItem[]::new);
	}

	private static IContributionItem item(Analysis<?> analysis) {
		CommandContributionItemParameter p = new CommandContributionItemParameter(PlatformUI.getWorkbench(),
				"dyno.ui.analyses." + analysis.name(), RunAnalysisHandler.COMMAND, CommandContributionItem.STYLE_PUSH);
		p.label = analysis.title() + "...";
		p.tooltip = analysis.summary();
		p.parameters = Map.of(RunAnalysisHandler.NAME, analysis.name());
		return new CommandContributionItem(p);
	}
}
