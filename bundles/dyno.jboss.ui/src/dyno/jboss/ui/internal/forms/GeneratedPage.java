package dyno.jboss.ui.internal.forms;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.forms.IManagedForm;
import org.eclipse.ui.forms.editor.FormEditor;
import org.eclipse.ui.forms.editor.FormPage;
import org.eclipse.ui.forms.widgets.FormToolkit;
import org.eclipse.ui.forms.widgets.Hyperlink;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;

import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;
import dyno.jboss.rules.Finding;
import dyno.jboss.ui.internal.forms.FormHost.ObjectRef;

/**
 * A form page generated from a {@link PageSpec}: one section per model object of the page's classes with a field
 * per attribute, and a Hints section with the findings about them (each with its fix as a link). While the text does
 * not parse, a banner says why and the fields are read-only.
 */
public final class GeneratedPage extends FormPage {

	/**
	 * A short title bar (a line under the title), not {@code TITLE_BAR}: a title bar's gradient is drawn into a new image
	 * at every paint, pixel by pixel in Java, and a WildFly page has dozens of sections; on a busy two-core machine
	 * the form's paints took most of a minute.
	 */
	private static final int SECTION_STYLE = Section.SHORT_TITLE_BAR | Section.TWISTIE | Section.EXPANDED;


	private final FormHost host;
	private final PageSpec spec;
	private final List<AttributeField> fields = new ArrayList<>();
	private ScrolledForm form;
	private FormToolkit toolkit;
	/** Light red: the broken-text banner reads as an error in every theme (the system's info colour may be dark). */
	private static final Color BANNER = new Color(255, 228, 225);

	private Composite bannerBox;
	private Label banner;
	private Composite objects;
	private Composite hints;
	private List<Integer> shape = List.of();

	public GeneratedPage(FormEditor editor, FormHost host, PageSpec spec) {
		super(editor, spec.id(), spec.title());
		this.host = host;
		this.spec = spec;
	}

	@Override
	protected void createFormContent(IManagedForm managed) {
		form = managed.getForm();
		toolkit = managed.getToolkit();
		form.setText(spec.title() + " — " + host.file().name());
		toolkit.decorateFormHeading(form.getForm());
		addActions(form.getToolBarManager());
		form.getToolBarManager().update(true);
		Composite body = form.getBody();
		// one column: a narrow editor area (beside the JVM Explorer) still shows every field and the heading's tools
		body.setLayout(new GridLayout(1, false));
		bannerBox = toolkit.createComposite(body);
		bannerBox.setLayout(new GridLayout(2, false));
		bannerBox.setBackground(BANNER);
		bannerBox.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		Label icon = toolkit.createLabel(bannerBox, "");
		icon.setImage(PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJS_ERROR_TSK));
		icon.setBackground(BANNER);
		banner = toolkit.createLabel(bannerBox, "", SWT.WRAP);
		banner.setBackground(BANNER);
		banner.setForeground(body.getDisplay().getSystemColor(SWT.COLOR_BLACK));
		banner.setData("name", "broken");
		GridData bd = new GridData(SWT.FILL, SWT.TOP, true, false);
		bd.widthHint = 600;
		banner.setLayoutData(bd);
		Section section = toolkit.createSection(body, SECTION_STYLE);
		section.setText("Hints");
		section.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		hints = toolkit.createComposite(section);
		hints.setLayout(new GridLayout(2, false));
		hints.setData("name", "hints");
		section.setClient(hints);
		objects = toolkit.createComposite(body);
		objects.setLayout(new GridLayout(1, false));
		objects.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		refresh();
	}

	private void addActions(IToolBarManager bar) {
		bar.add(action("Save", ISharedImages.IMG_ETOOL_SAVE_EDIT, host::save));
		bar.add(action("Revert", ISharedImages.IMG_ELCL_SYNCED, host::revert));
		bar.add(action("Undo", ISharedImages.IMG_TOOL_UNDO, host::undo));
		bar.add(action("Redo", ISharedImages.IMG_TOOL_REDO, host::redo));
	}

	private static Action action(String text, String image, Runnable run) {
		Action a = new Action(text) {
			@Override
			public void run() {
				run.run();
			}
		};
		a.setToolTipText(text);
		a.setImageDescriptor(PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(image));
		return a;
	}

	/** Shows the editor's current model (or why there is none) and hints; called after each change of the text. */
	public void refresh() {
		if (form == null || form.isDisposed()) {
			return;
		}
		form.setRedraw(false);
		try {
			BoundModel model = host.model();
			String broken = host.brokenMessage();
			banner.setText(broken == null ? "" : "The text does not parse, so the form is read-only until it does "
					+ "(fix it on the Source page; nothing you typed is lost): " + broken);
			bannerBox.setVisible(broken != null);
			((GridData) bannerBox.getLayoutData()).exclude = broken == null;
			if (model != null) {
				List<Integer> now = shape(model);
				if (!now.equals(shape)) {
					build(model);
					shape = now;
				}
				fields.forEach(f -> f.show(model));
			}
			fields.forEach(f -> f.setEditable(model != null));
			showFindings();
		} finally {
			form.setRedraw(true);
		}
		form.reflow(true);
	}

	/** How many objects of each class the page shows: when it changes, the sections are rebuilt. */
	private List<Integer> shape(BoundModel model) {
		return spec.attributes().keySet().stream().map(c -> model.all(c).size()).toList();
	}

	private void build(BoundModel model) {
		for (Control c : objects.getChildren()) {
			c.dispose();
		}
		fields.clear();
		getManagedForm().getMessageManager().removeAllMessages();
		for (Map.Entry<String, List<String>> e : spec.attributes().entrySet()) {
			List<EObject> all = model.all(e.getKey());
			if (all.isEmpty()) {
				toolkit.createLabel(objects, "No " + Labels.words(e.getKey()).toLowerCase(java.util.Locale.ROOT)
						+ " in this file.");
			}
			for (int i = 0; i < all.size(); i++) {
				EObject o = all.get(i);
				Section s = toolkit.createSection(objects, SECTION_STYLE);
				s.setText(Labels.title(o));
				s.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
				Composite client = toolkit.createComposite(s);
				client.setLayout(new GridLayout(AttributeField.COLUMNS, false));
				for (EAttribute a : attributes(o.eClass(), e.getValue())) {
					fields.add(new AttributeField(host, new ObjectRef(e.getKey(), i), a, client, toolkit,
							getManagedForm().getMessageManager()));
				}
				toolkit.paintBordersFor(client);
				s.setClient(client);
			}
		}
	}

	private static List<EAttribute> attributes(EClass c, List<String> names) {
		if (names.isEmpty()) {
			return c.getEAllAttributes();
		}
		List<EAttribute> out = new ArrayList<>();
		for (String n : names) {
			if (c.getEStructuralFeature(n) instanceof EAttribute a) {
				out.add(a);
			}
		}
		return out;
	}

	/** Whether {@code f} is about a value this page shows (its rule is the value's doc key, at the object's place). */
	public boolean claims(Finding f, BoundModel model) {
		for (Map.Entry<String, List<String>> e : spec.attributes().entrySet()) {
			for (EObject o : model.all(e.getKey())) {
				for (EAttribute a : attributes(o.eClass(), e.getValue())) {
					if (isAbout(f, model, o, a)) {
						return true;
					}
				}
				if (model.elementOf(o) != null && model.elementOf(o).line() == f.line()) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean isAbout(Finding f, BoundModel model, EObject o, EAttribute a) {
		if (!Tuning.docKey(a).filter(f.rule().id()::equals).isPresent()) {
			return false;
		}
		var element = model.elementOf(o);
		return element == null || element.line() == f.line() || model.line(o, a) == f.line();
	}

	private void showFindings() {
		for (Control c : hints.getChildren()) {
			c.dispose();
		}
		BoundModel model = host.model();
		List<Finding> mine = new ArrayList<>();
		for (Finding f : host.findings()) {
			boolean placed = model != null && ((HintPlacement) getEditor()).pageOf(f, model) == this;
			if (placed) {
				mine.add(f);
			}
		}
		for (AttributeField field : fields) {
			List<Finding> about = new ArrayList<>();
			if (model != null) {
				List<EObject> all = model.all(field.ref().eClass());
				EObject o = field.ref().index() < all.size() ? all.get(field.ref().index()) : null;
				for (Finding f : mine) {
					if (o != null && isAbout(f, model, o, field.attribute())) {
						about.add(f);
					}
				}
			}
			field.showFindings(about);
		}
		if (mine.isEmpty()) {
			toolkit.createLabel(hints, model == null ? "No hints while the text does not parse."
					: "No hints for this page.", SWT.WRAP).setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
		}
		for (Finding f : mine) {
			hintRow(f);
		}
		hints.layout(true, true);
	}

	private void hintRow(Finding f) {
		String image = switch (f.severity()) {
		case ERROR -> ISharedImages.IMG_OBJS_ERROR_TSK;
		case WARNING -> ISharedImages.IMG_OBJS_WARN_TSK;
		case INFO -> ISharedImages.IMG_OBJS_INFO_TSK;
		};
		toolkit.createLabel(hints, "").setImage(PlatformUI.getWorkbench().getSharedImages().getImage(image));
		Composite text = toolkit.createComposite(hints);
		GridLayout tl = new GridLayout(1, false);
		tl.marginHeight = 0;
		tl.marginWidth = 0;
		text.setLayout(tl);
		text.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		var message = toolkit.createLabel(text, (f.line() > 0 ? "line " + f.line() + ": " : "") + f.message(), SWT.WRAP);
		message.setLayoutData(widthHinted());
		message.setToolTipText(f.rule().id() + "\n\n" + f.rule().rationale());
		f.fix().ifPresent(fix -> {
			Hyperlink link = toolkit.createHyperlink(text, "Fix: " + fix.label(), SWT.WRAP);
			link.setData("name", "fix:" + f.rule().id());
			link.setLayoutData(widthHinted());
			link.addHyperlinkListener(new HyperlinkAdapter() {
				@Override
				public void linkActivated(HyperlinkEvent e) {
					host.applyFix(fix);
				}
			});
		});
	}

	private static GridData widthHinted() {
		GridData gd = new GridData(SWT.FILL, SWT.TOP, true, false);
		gd.widthHint = 500;
		return gd;
	}

	/** Implemented by the editor: which page lists a finding (its own page, else the first). */
	public interface HintPlacement {
		GeneratedPage pageOf(Finding f, BoundModel model);
	}
}
