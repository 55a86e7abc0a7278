package dyno.ui.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.advanced.MPerspective;
import org.eclipse.e4.ui.model.application.ui.advanced.MPlaceholder;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MStackElement;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPerspectiveDescriptor;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWindowListener;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PerspectiveAdapter;
import org.eclipse.ui.PlatformUI;

import dyno.ui.DynoUi;

/**
 * The views of the opened JVMs follow the user from one Dyno perspective to another. Eclipse opens a view in the
 * active perspective only, so a Heap Generations view opened in <i>Dyno</i> was missing in <i>Monitor</i>, and
 * <i>Load</i> and <i>Profile</i> showed an almost empty frame. Now, when the user switches between two of Dyno's
 * perspectives, every per-JVM view open in the perspective left at that moment ({@link DynoPerspective#PER_JVM_VIEWS},
 * any secondary id) is shown in the perspective switched to as well:
 * <ul>
 * <li>with the same view id and secondary id, so the workbench shows the same shared part there: the same
 * connection, the same chart history, no second view;</li>
 * <li>where that perspective places per-JVM views (its placeholders, see {@link DynoPerspective});</li>
 * <li>without taking the focus: a carried view is not activated, and where the part active in the perspective
 * left was one of the carried views (a perspective opened for the first time has no active part of its own), the
 * focus goes to what this perspective shows of its own (the editor in front, else the JVM Explorer);</li>
 * <li>a view that was in front of its stack in the perspective left comes to the front of its stack here too, unless
 * that stack already shows something (a view of the perspective's own, such as the Problems view in Profile, or one
 * the user put there): that stays in front and the JVM's view is a tab beside it.</li>
 * </ul>
 * The rule is only this: what is open in the perspective left at the moment of the switch. A view the user closes
 * in one perspective stays closed there until a switch from a perspective in which it is still open. Perspectives
 * that are not Dyno's are left alone, in both directions. Reset Perspective lays a perspective out as it starts
 * (without the views carried into it) and is not a switch.
 * <p>
 * One listener per workbench window, installed at startup for the windows there and then for every window
 * opened later (an {@link IStartup}, so that it also works in an Eclipse IDE with Dyno's features, which has no
 * Dyno workbench advisor).
 */
public final class JvmViewsFollow implements IStartup {

	/** The windows that have a listener already (UI thread). */
	private static final Set<IWorkbenchWindow> WATCHED = new HashSet<>();

	@Override
	public void earlyStartup() {
		IWorkbench workbench = PlatformUI.getWorkbench();
		workbench.getDisplay().asyncExec(() -> {
			if (workbench.isClosing()) {
				return;
			}
			workbench.addWindowListener(new IWindowListener() {
				@Override
				public void windowOpened(IWorkbenchWindow window) {
					watch(window);
				}

				@Override
				public void windowClosed(IWorkbenchWindow window) {
					WATCHED.remove(window);
				}

				@Override
				public void windowActivated(IWorkbenchWindow window) {
					// nothing: opened is enough
				}

				@Override
				public void windowDeactivated(IWorkbenchWindow window) {
					// nothing
				}
			});
			for (IWorkbenchWindow window : workbench.getWorkbenchWindows()) {
				watch(window);
			}
		});
	}

	/** Lets the JVM views follow perspective switches in {@code window}; once per window. UI thread. */
	static void watch(IWorkbenchWindow window) {
		if (WATCHED.add(window)) {
			window.addPerspectiveListener(new Carrier(window));
		}
	}

	/** Whether the perspective {@code id} is one of Dyno's (a journey's or the all-round one). */
	static boolean isDyno(String id) {
		return Arrays.asList(DynoPerspective.PERSPECTIVES).contains(id);
	}

	/**
	 * Whether the view with this compound id ("viewId:secondaryId", as the workbench model names a view opened with a
	 * secondary id) is a per-JVM one; its view id and secondary id, else null.
	 */
	static String[] perJvm(String compoundId) {
		int colon = compoundId == null ? -1 : compoundId.indexOf(':');
		if (colon <= 0 || colon == compoundId.length() - 1) {
			return null;
		}
		String id = compoundId.substring(0, colon);
		return DynoPerspective.PER_JVM_VIEWS.contains(id) ? new String[] { id, compoundId.substring(colon + 1) } : null;
	}

	/** A per-JVM view of the perspective left: its ids, and whether it was in front of its stack there. */
	private record Leaving(String id, String secondaryId, boolean inFront) {
	}

	/**
	 * Remembers which perspective is active and, when another one is activated, carries the per-JVM views of the one
	 * left into it. The perspective left is read from the workbench model: the perspective switcher selects a
	 * perspective in the model directly, so the platform tells only of the activation (not of a deactivation before
	 * it), and by then the page's views are those of the new perspective.
	 */
	private static final class Carrier extends PerspectiveAdapter {

		private final IWorkbenchWindow window;
		/** The id of the perspective active in the window (the one left at the next activation); may be null. */
		private String active;

		Carrier(IWorkbenchWindow window) {
			this.window = window;
			IWorkbenchPage page = window.getActivePage();
			active = page == null || page.getPerspective() == null ? null : page.getPerspective().getId();
		}

		@Override
		public void perspectiveActivated(IWorkbenchPage page, IPerspectiveDescriptor perspective) {
			String left = active;
			active = perspective.getId();
			if (left == null || left.equals(active) || !isDyno(left) || !isDyno(active)) {
				return;
			}
			try {
				List<Leaving> carried = perJvmViews(left);
				if (!carried.isEmpty()) {
					carry(page, carried);
				}
			} catch (RuntimeException e) {
				// A view that cannot be carried must not break the switch itself.
				ILog.of(JvmViewsFollow.class).log(Status.warning("Could not show the JVMs' views in "
						+ perspective.getLabel() + ": " + e, e));
			}
		}

		/** The per-JVM views shown in the (inactive) perspective {@code id}, those in front of their stack first. */
		private List<Leaving> perJvmViews(String id) {
			MWindow model = window.getService(MWindow.class);
			EModelService models = window.getService(EModelService.class);
			List<Leaving> out = new ArrayList<>();
			if (model == null || models == null) {
				return out;
			}
			for (MPerspective perspective : models.findElements(model, id, MPerspective.class)) {
				for (MPlaceholder placeholder : models.findElements(perspective, null, MPlaceholder.class)) {
					String[] ids = placeholder.isToBeRendered() && placeholder.getRef() instanceof MPart part
							? perJvm(part.getElementId())
							: null;
					if (ids != null) {
						Object parent = placeholder.getParent();
						boolean inFront = parent instanceof MPartStack stack && stack.getSelectedElement() == placeholder;
						out.add(new Leaving(ids[0], ids[1], inFront));
					}
				}
			}
			// The ones in front first: where two land in one stack, the first keeps the front.
			out.sort((a, b) -> Boolean.compare(b.inFront(), a.inFront()));
			return out;
		}

		private void carry(IWorkbenchPage page, List<Leaving> views) {
			MWindow model = window.getService(MWindow.class);
			EModelService models = window.getService(EModelService.class);
			MPerspective here = model == null || models == null ? null : models.getActivePerspective(model);
			if (here == null) {
				return;
			}
			// The stacks that show something of this perspective's own before anything is added (a view it lays out,
			// or one the user has there), with what they have in front: that stays in front. Read from the model,
			// since a perspective shown for the first time may not have made its views yet.
			Map<MPartStack, MStackElement> occupied = new HashMap<>();
			for (MPartStack stack : models.findElements(here, null, MPartStack.class)) {
				if (stack.getChildren().stream().anyMatch(MUIElement::isToBeRendered)) {
					occupied.put(stack, stack.getSelectedElement());
				}
			}
			Set<IViewPart> carried = new HashSet<>();
			for (Leaving v : views) {
				if (page.findViewReference(v.id(), v.secondaryId()) != null) {
					continue; // open here already: left where the user has it
				}
				IViewPart part;
				try {
					// CREATE: into its placeholder's stack, neither activated nor brought to the front.
					part = page.showView(v.id(), v.secondaryId(), IWorkbenchPage.VIEW_CREATE);
				} catch (PartInitException e) {
					ILog.of(JvmViewsFollow.class).log(Status.warning("Could not show view " + v.id() + " of "
							+ v.secondaryId() + " in " + page.getPerspective().getLabel() + ": " + e.getMessage(), e));
					continue;
				}
				carried.add(part);
				MPartStack stack = stackOf(models, here, v.id() + ":" + v.secondaryId());
				if (stack == null) {
					continue;
				}
				if (occupied.containsKey(stack)) {
					MStackElement front = occupied.get(stack);
					if (front != null && front.isToBeRendered() && stack.getChildren().contains(front)
							&& stack.getSelectedElement() != front) {
						stack.setSelectedElement(front);
					}
				} else {
					if (v.inFront()) {
						page.bringToTop(part);
					}
					occupied.put(stack, stack.getSelectedElement()); // the first one carried here keeps the front
				}
			}
			if (!carried.isEmpty()) {
				keepFocusOff(page, carried);
			}
		}

		/** The stack of this perspective that holds the view {@code compoundId} ("viewId:secondaryId"), or null. */
		private static MPartStack stackOf(EModelService models, MPerspective here, String compoundId) {
			for (MPlaceholder placeholder : models.findElements(here, compoundId, MPlaceholder.class)) {
				Object parent = placeholder.getParent();
				if (parent instanceof MPartStack stack) {
					return stack;
				}
			}
			return null;
		}

		/**
		 * A view just carried here must not have the focus. The platform may give it the focus after the switch
		 * (the part active in the perspective left, which a perspective opened for the first time keeps, since it
		 * has no active part of its own): once the switch is done, what this perspective shows in front of its own
		 * gets the focus instead, the result in the editor area, else the JVM Explorer.
		 */
		private static void keepFocusOff(IWorkbenchPage page, Set<IViewPart> carried) {
			String perspective = page.getPerspective().getId();
			page.getWorkbenchWindow().getShell().getDisplay().asyncExec(() -> {
				if (page.getWorkbenchWindow().getShell() == null || page.getPerspective() == null
						|| !perspective.equals(page.getPerspective().getId())
						|| !(page.getActivePart() instanceof IViewPart active) || !carried.contains(active)) {
					return;
				}
				IWorkbenchPart own = ownFront(page, carried);
				if (own != null) {
					page.activate(own);
				}
			});
		}

		/** The part this perspective shows in front of its own: the visible editor, the explorer, another view. */
		private static IWorkbenchPart ownFront(IWorkbenchPage page, Set<IViewPart> carried) {
			IEditorPart editor = page.getActiveEditor();
			if (editor != null && page.isEditorAreaVisible() && page.isPartVisible(editor)) {
				return editor;
			}
			IViewPart explorer = page.findView(DynoUi.JVM_EXPLORER_ID);
			if (explorer != null && page.isPartVisible(explorer)) {
				return explorer;
			}
			for (IViewReference ref : page.getViewReferences()) {
				IViewPart p = ref.getView(false);
				if (p != null && !carried.contains(p) && page.isPartVisible(p)) {
					return p;
				}
			}
			return null;
		}
	}
}
