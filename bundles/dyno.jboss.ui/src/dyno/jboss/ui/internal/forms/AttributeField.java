package dyno.jboss.ui.internal.forms;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.fieldassist.FieldDecorationRegistry;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.forms.IMessageManager;
import org.eclipse.ui.forms.widgets.FormToolkit;

import dyno.jboss.model.Binding;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.Tuning;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.rules.Severity;
import dyno.jboss.ui.internal.forms.FormHost.ObjectRef;

/**
 * One generated field: label, input (text, or a choice for flags and enums), the model's facts (unit, default,
 * range) and a mark that shows a typing error or the strongest tuning hint with its hover text. Typing is
 * checked at once; a good value reaches the document after a short pause, on Enter or when the field is left.
 * <p>
 * The mark is a label of its own in the grid, not a JFace {@code ControlDecoration}: a decoration paints itself from a
 * paint listener on every ancestor composite and asks the X server for two window origins per paint, so a form with
 * a few hundred hints spent most of a busy machine's time in round trips (a WildFly {@code standalone.xml} edit took
 * 68 s instead of 7 s with five busy loops on two cores).
 */
final class AttributeField {

	private static final int COMMIT_DELAY_MS = 500;
	/** The field-assist images are 7 or 8 pixels wide; the column keeps its width when no mark is shown. */
	private static final int MARK_WIDTH = 8;
	/** Columns of the grid a field fills: label, mark, input, facts. */
	static final int COLUMNS = 4;

	private final FormHost host;
	private final ObjectRef ref;
	private final EAttribute attribute;
	private final Control input;
	private final Label mark;
	private final IMessageManager messages;
	private final Runnable commit = this::commit;
	private boolean updating;
	private String shown = "";
	private boolean invalid;
	/** Typed and good, but not yet in the document (the commit waits for a pause, Enter or leaving the field). */
	private boolean pending;

	AttributeField(FormHost host, ObjectRef ref, EAttribute attribute, Composite parent, FormToolkit toolkit,
			IMessageManager messages) {
		this.host = host;
		this.ref = ref;
		this.attribute = attribute;
		this.messages = messages;
		Label label = toolkit.createLabel(parent, Labels.of(attribute) + ":");
		label.setToolTipText(hover());
		mark = toolkit.createLabel(parent, "");
		GridData markData = new GridData(SWT.RIGHT, SWT.TOP, false, false);
		markData.widthHint = MARK_WIDTH;
		mark.setLayoutData(markData);
		boolean choice = attribute.getEType() instanceof EEnum || attribute.getEType() == EcorePackage.Literals.EBOOLEAN;
		if (choice) {
			Combo combo = new Combo(parent, SWT.DROP_DOWN | SWT.READ_ONLY);
			combo.setItems(choices().toArray(String[]::new));
			combo.addListener(SWT.Selection, e -> edited());
			toolkit.adapt(combo, true, false);
			input = combo;
		} else {
			Text text = toolkit.createText(parent, "", SWT.SINGLE);
			text.addListener(SWT.Modify, e -> edited());
			text.addListener(SWT.DefaultSelection, e -> commitNow());
			text.addListener(SWT.FocusOut, e -> commitNow());
			input = text;
		}
		input.setData("name", ref.eClass() + "." + attribute.getName() + "#" + ref.index());
		mark.setData("name", input.getData("name") + ".mark");
		input.setEnabled(!readOnly(attribute));
		GridData gd = new GridData(SWT.LEFT, SWT.CENTER, false, false);
		gd.widthHint = 220;
		input.setLayoutData(gd);
		Label facts = toolkit.createLabel(parent, Labels.facts(attribute));
		facts.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
	}

	/** Values the server reads only as shown (element names, parent attributes) are not edited in forms. */
	private static boolean readOnly(EAttribute a) {
		return Binding.detail(a, Binding.TAG).isPresent() || Binding.detail(a, Binding.NAME).isPresent()
				|| Binding.detail(a, Binding.XML).filter(x -> x.startsWith("../")).isPresent();
	}

	private List<String> choices() {
		String unset = "";
		if (attribute.getEType() instanceof EEnum e) {
			return java.util.stream.Stream.concat(java.util.stream.Stream.of(unset),
					e.getELiterals().stream().map(EEnumLiteral::getLiteral)).toList();
		}
		return List.of(unset, "true", "false");
	}

	/** What the value is, its facts and the rule behind it (the label's hover). */
	private String hover() {
		StringBuilder b = new StringBuilder(Labels.of(attribute));
		String facts = Labels.facts(attribute);
		if (!facts.isEmpty()) {
			b.append(" (").append(facts).append(')');
		}
		b.append(Tuning.restartRequired(attribute) ? "\nTakes effect after a restart." : "\nTakes effect live.");
		Tuning.docKey(attribute).flatMap(k -> RuleCatalog.standard().rule(k))
				.ifPresent(r -> b.append("\n\n").append(r.message()).append(": ").append(r.rationale()));
		return b.toString();
	}

	ObjectRef ref() {
		return ref;
	}

	EAttribute attribute() {
		return attribute;
	}

	/** Shows the model's value, unless the user is typing in this field or left text there that does not check. */
	void show(BoundModel model) {
		EObject o = object(model);
		String raw = o == null ? "" : model.rawValue(o, attribute).orElse("");
		if (invalid || pending) {
			return; // what the user typed (right or wrong) is never overwritten before it reached the text
		}
		shown = raw;
		if (!text().equals(raw)) {
			updating = true;
			try {
				if (input instanceof Combo c) {
					int i = c.indexOf(raw);
					if (i < 0) {
						c.add(raw);
						i = c.indexOf(raw);
					}
					c.select(i);
				} else {
					((Text) input).setText(raw);
				}
			} finally {
				updating = false;
			}
		}
	}

	void setEditable(boolean editable) {
		input.setEnabled(editable && !readOnly(attribute));
	}

	private EObject object(BoundModel model) {
		if (model == null) {
			return null;
		}
		List<EObject> all = model.all(ref.eClass());
		return ref.index() < all.size() ? all.get(ref.index()) : null;
	}

	private String text() {
		return input instanceof Combo c ? c.getText() : ((Text) input).getText();
	}

	private void edited() {
		if (updating) {
			return;
		}
		FieldCheck.Result r = check();
		if (r == null) {
			return;
		}
		invalid = !r.ok();
		if (!r.ok()) {
			error(r.error());
			Display.getCurrent().timerExec(-1, commit);
			return;
		}
		clearError();
		pending = true;
		Display.getCurrent().timerExec(input instanceof Combo ? 0 : COMMIT_DELAY_MS, commit);
	}

	private FieldCheck.Result check() {
		EObject o = object(host.model());
		return o == null ? null : FieldCheck.check(o, attribute, text());
	}

	private void commitNow() {
		Display.getCurrent().timerExec(-1, commit);
		commit();
	}

	private void commit() {
		if (input.isDisposed()) {
			return;
		}
		if (text().equals(shown)) {
			pending = false;
			return;
		}
		FieldCheck.Result r = check();
		if (r == null || !r.ok()) {
			return;
		}
		pending = false;
		String refused = host.setValue(ref, attribute, r.value());
		if (refused != null) {
			invalid = true;
			error(refused);
		} else {
			shown = text();
		}
	}

	/**
	 * The field shows the error on its mark; the heading shows it in full when it is the page's only one. The
	 * message is the form's, not the control's: a control's message gets its label as a prefix, and the heading then
	 * said only "1 error detected", the reason one hover away. The message names its field itself.
	 */
	private void error(String message) {
		showMark(FieldDecorationRegistry.DEC_ERROR, message);
		messages.addMessage(this, message, null, IMessageProvider.ERROR);
	}

	private void clearError() {
		messages.removeMessage(this);
		showMark(null, null);
	}

	/** Decorates the field with the strongest of its findings (unless a typing error is shown). */
	void showFindings(List<Finding> findings) {
		if (invalid || input.isDisposed()) {
			return;
		}
		if (findings.isEmpty()) {
			showMark(null, null);
			return;
		}
		Finding top = findings.stream().max((a, b) -> a.severity().compareTo(b.severity())).orElseThrow();
		String id = top.severity() == Severity.ERROR ? FieldDecorationRegistry.DEC_ERROR
				: top.severity() == Severity.WARNING ? FieldDecorationRegistry.DEC_WARNING
						: FieldDecorationRegistry.DEC_INFORMATION;
		StringBuilder b = new StringBuilder();
		for (Finding f : findings) {
			if (!b.isEmpty()) {
				b.append("\n\n");
			}
			b.append(f.message()).append("\nWhy: ").append(f.rule().rationale());
			f.fix().ifPresent(fix -> b.append("\nRecommended: ").append(fix.label()));
		}
		showMark(id, b.toString());
	}

	/**
	 * Shows the field-assist image {@code decorationId} with {@code text} as its hover, or no mark for null. Touches the
	 * label only when something changed: every lint pass decorates every field again, and an unchanged image set
	 * again still lays the section out anew.
	 */
	private void showMark(String decorationId, String text) {
		Image image = decorationId == null ? null
				: FieldDecorationRegistry.getDefault().getFieldDecoration(decorationId).getImage();
		if (mark.getImage() != image) {
			mark.setImage(image);
		}
		if (!java.util.Objects.equals(mark.getToolTipText(), text)) {
			mark.setToolTipText(text);
		}
	}
}
