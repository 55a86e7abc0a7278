package dyno.app.internal;

import org.eclipse.jface.action.GroupMarker;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.ICoolBarManager;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.action.ToolBarContributionItem;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.actions.ContributionItemFactory;
import org.eclipse.ui.application.ActionBarAdvisor;
import org.eclipse.ui.application.IActionBarConfigurer;

/**
 * The menu bar every Eclipse RCP user looks for: File, Edit, the tools' own menus (Heap, Servers, Load, Profile:
 * contributed by their bundles into "additions"), Run, Window and Help, built from the workbench's own actions so
 * their key bindings, enablement and labels are the platform's. The menus keep the IDE's ids and groups, so a
 * contribution written for the IDE (File's "additions", the Run menu) lands in the same place in the product.
 */
final class DynoActionBarAdvisor extends ActionBarAdvisor {

	/** The Run menu's id in the IDE; Dyno's launches contribute to it there and here alike. */
	static final String RUN_MENU = "org.eclipse.ui.run";

	DynoActionBarAdvisor(IActionBarConfigurer configurer) {
		super(configurer);
	}

	@Override
	protected void makeActions(IWorkbenchWindow window) {
		for (ActionFactory factory : new ActionFactory[] { ActionFactory.SAVE, ActionFactory.SAVE_ALL,
				ActionFactory.CLOSE, ActionFactory.CLOSE_ALL, ActionFactory.REVERT, ActionFactory.QUIT,
				ActionFactory.UNDO, ActionFactory.REDO, ActionFactory.CUT, ActionFactory.COPY, ActionFactory.PASTE,
				ActionFactory.DELETE, ActionFactory.SELECT_ALL, ActionFactory.FIND, ActionFactory.PREFERENCES,
				ActionFactory.SAVE_PERSPECTIVE, ActionFactory.RESET_PERSPECTIVE }) {
			register(factory.create(window));
		}
	}

	@Override
	protected void fillMenuBar(IMenuManager menuBar) {
		menuBar.add(fileMenu());
		menuBar.add(editMenu());
		menuBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
		menuBar.add(runMenu());
		menuBar.add(windowMenu());
		menuBar.add(helpMenu());
	}

	private MenuManager fileMenu() {
		MenuManager menu = new MenuManager("&File", IWorkbenchActionConstants.M_FILE);
		menu.add(new GroupMarker(IWorkbenchActionConstants.FILE_START));
		menu.add(new GroupMarker(IWorkbenchActionConstants.OPEN_EXT));
		menu.add(new Separator());
		menu.add(action(ActionFactory.CLOSE));
		menu.add(action(ActionFactory.CLOSE_ALL));
		menu.add(new Separator());
		menu.add(action(ActionFactory.SAVE));
		menu.add(action(ActionFactory.SAVE_ALL));
		menu.add(action(ActionFactory.REVERT));
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		menu.add(new Separator());
		menu.add(action(ActionFactory.QUIT));
		menu.add(new GroupMarker(IWorkbenchActionConstants.FILE_END));
		return menu;
	}

	private MenuManager editMenu() {
		MenuManager menu = new MenuManager("&Edit", IWorkbenchActionConstants.M_EDIT);
		menu.add(new GroupMarker(IWorkbenchActionConstants.EDIT_START));
		menu.add(action(ActionFactory.UNDO));
		menu.add(action(ActionFactory.REDO));
		menu.add(new Separator());
		menu.add(action(ActionFactory.CUT));
		menu.add(action(ActionFactory.COPY));
		menu.add(action(ActionFactory.PASTE));
		menu.add(new Separator());
		menu.add(action(ActionFactory.DELETE));
		menu.add(action(ActionFactory.SELECT_ALL));
		menu.add(new Separator());
		menu.add(action(ActionFactory.FIND));
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		menu.add(new GroupMarker(IWorkbenchActionConstants.EDIT_END));
		return menu;
	}

	/** Filled by the load bundle (its launches and Run Configurations…), as the IDE's Run menu is. */
	private static MenuManager runMenu() {
		MenuManager menu = new MenuManager("&Run", RUN_MENU);
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		return menu;
	}

	private MenuManager windowMenu() {
		MenuManager menu = new MenuManager("&Window", IWorkbenchActionConstants.M_WINDOW);
		// Window > Open Perspective, as Eclipse 3.x had it: Save and Reset stay at the top level beside it.
		MenuManager open = new MenuManager("&Open Perspective", "openPerspective");
		open.add(ContributionItemFactory.PERSPECTIVES_SHORTLIST.create(window()));
		menu.add(open);
		MenuManager showView = new MenuManager("Show &View", "showView");
		showView.add(views());
		menu.add(showView);
		menu.add(new Separator());
		menu.add(action(ActionFactory.SAVE_PERSPECTIVE));
		menu.add(action(ActionFactory.RESET_PERSPECTIVE));
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		menu.add(new Separator());
		menu.add(action(ActionFactory.PREFERENCES));
		return menu;
	}

	private IContributionItem views() {
		return ContributionItemFactory.VIEWS_SHORTLIST.create(window());
	}

	private IWorkbenchWindow window() {
		return getActionBarConfigurer().getWindowConfigurer().getWindow();
	}

	/**
	 * The main tool bar: Save and Save All, then the tools' own entries (contributed by their bundles into
	 * "additions"); the perspective switcher sits at its right end (see DynoWorkbenchAdvisor).
	 */
	@Override
	protected void fillCoolBar(ICoolBarManager coolBar) {
		ToolBarManager file = new ToolBarManager(SWT.FLAT | SWT.RIGHT);
		file.add(action(ActionFactory.SAVE));
		file.add(action(ActionFactory.SAVE_ALL));
		coolBar.add(new ToolBarContributionItem(file, IWorkbenchActionConstants.TOOLBAR_FILE));
		coolBar.add(new GroupMarker(IWorkbenchActionConstants.MB_ADDITIONS));
	}

	private MenuManager helpMenu() {
		MenuManager menu = new MenuManager("&Help", IWorkbenchActionConstants.M_HELP);
		// The platform's editors bundle adds Show Active Keybindings (Key Assist) here; About Dyno comes from
		// plugin.xml, a command of Dyno's own that lists the versions a bug report needs.
		menu.add(new GroupMarker(IWorkbenchActionConstants.HELP_START));
		menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		menu.add(new Separator(IWorkbenchActionConstants.HELP_END));
		return menu;
	}

	private org.eclipse.jface.action.IAction action(ActionFactory factory) {
		return getAction(factory.getId());
	}
}
