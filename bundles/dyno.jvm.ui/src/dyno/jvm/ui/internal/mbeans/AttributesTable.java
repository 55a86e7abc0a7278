package dyno.jvm.ui.internal.mbeans;

import java.util.function.BiConsumer;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;

import dyno.jvm.mbeans.AttributeValue;
import dyno.jvm.mbeans.MBeanDetails;
import dyno.ui.DynoUi;

/**
 * An MBean's attributes: name, value, type and whether it is writable; a writable one of a simple type is edited in
 * its value cell, by a click or by F2 or Enter on its row (the text goes to {@code write}, which parses and writes
 * it off the UI thread). The selected attribute's whole value and description show below, for values too long for
 * a cell.
 */
final class AttributesTable {

	private static final int VALUE_COLUMN = 1;

	private final SashForm body;
	private final TableViewer viewer;
	private final Text detail;

	AttributesTable(Composite parent, BiConsumer<MBeanDetails.Attribute, String> write) {
		body = new SashForm(parent, SWT.VERTICAL);
		Composite top = new Composite(body, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(4, 4).applyTo(top);
		viewer = MBeansView.table(top, "mbeans.attributes");
		MBeansView.column(viewer, "Name", 160, o -> ((MBeanDetails.Attribute) o).name());
		TableViewerColumn value = MBeansView.column(viewer, "Value", 200, o -> ((MBeanDetails.Attribute) o).text());
		MBeansView.column(viewer, "Type", 90, o -> AttributeValue.shortType(((MBeanDetails.Attribute) o).type()));
		MBeansView.column(viewer, "Access", 55, o -> ((MBeanDetails.Attribute) o).writable() ? "RW" : "R");
		value.setEditingSupport(new EditingSupport(viewer) {
			private final TextCellEditor editor = new TextCellEditor(viewer.getTable());

			@Override
			protected CellEditor getCellEditor(Object element) {
				editor.getControl().setData(DynoUi.WIDGET_NAME, "mbeans.valueEditor");
				return editor;
			}

			@Override
			protected boolean canEdit(Object element) {
				return ((MBeanDetails.Attribute) element).editable();
			}

			@Override
			protected Object getValue(Object element) {
				MBeanDetails.Attribute a = (MBeanDetails.Attribute) element;
				return a.problem() == null ? String.valueOf(a.value()) : "";
			}

			@Override
			protected void setValue(Object element, Object text) {
				MBeanDetails.Attribute a = (MBeanDetails.Attribute) element;
				if (!text.equals(getValue(a))) {
					write.accept(a, (String) text);
				}
			}
		});
		// F2 or Enter edits the selected row's value, for who works with the keyboard (JFace's own keyboard
		// activation edits a focus cell, which needs a cell-by-cell cursor this table does not have).
		viewer.getTable().addListener(SWT.KeyDown, e -> {
			if ((e.keyCode == SWT.F2 || e.keyCode == SWT.CR || e.keyCode == SWT.KEYPAD_CR)
					&& viewer.getStructuredSelection().getFirstElement() instanceof MBeanDetails.Attribute a) {
				viewer.editElement(a, VALUE_COLUMN);
			}
		});
		detail = new Text(body, SWT.BORDER | SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
		detail.setData(DynoUi.WIDGET_NAME, "mbeans.attributeDetail");
		detail.setFont(JFaceResources.getTextFont());
		GridDataFactory.fillDefaults().grab(true, true).applyTo(detail);
		viewer.addSelectionChangedListener(e -> {
			if (e.getStructuredSelection().getFirstElement() instanceof MBeanDetails.Attribute a) {
				detail.setText(a.name() + " (" + AttributeValue.shortType(a.type()) + (a.editable()
						? ", writable: click its value or press F2 to edit)" : a.writable() ? ", writable, not as text)" : ")")
						+ (a.description() == null || a.description().equals(a.name()) ? "" : " — " + a.description())
						+ "\n\n" + a.text());
			}
		});
		body.setWeights(75, 25);
	}

	Control control() {
		return body;
	}

	void show(MBeanDetails details) {
		viewer.setInput(details.attributes());
		detail.setText("");
	}
}
