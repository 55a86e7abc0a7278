package dyno.jvm.ui.internal.heap;

import java.util.List;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.internal.StateText;
import dyno.ui.DynoUi;
import dyno.ui.StatusColour;

/**
 * The top of the Heap Generations view: what is watched, through which transport and what that transport can
 * and cannot show, the connection's state with the cause of a loss and a Reconnect button, and as info lines
 * the gaps of the data (spaces the collector lacks) and notes the samples gave rise to.
 */
final class HeapHeader {

	private final Composite area;
	private final Label title;
	private final Label state;
	private final Button reconnect;
	private final Label info;

	HeapHeader(Composite parent, Target target, Runnable onReconnect) {
		area = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).margins(6, 4).spacing(8, 2).applyTo(area);
		title = new Label(area, SWT.NONE);
		title.setFont(JFaceResources.getBannerFont());
		title.setText(target.label());
		GridDataFactory.fillDefaults().grab(false, false).applyTo(title);
		state = new Label(area, SWT.WRAP);
		state.setData(DynoUi.WIDGET_NAME, "heap.state");
		GridDataFactory.fillDefaults().grab(true, false).hint(200, SWT.DEFAULT).align(SWT.FILL, SWT.CENTER).applyTo(state);
		reconnect = new Button(area, SWT.PUSH);
		reconnect.setText("Reconnect");
		reconnect.setData(DynoUi.WIDGET_NAME, "heap.reconnect");
		reconnect.addListener(SWT.Selection, e -> onReconnect.run());
		Label transport = new Label(area, SWT.WRAP);
		transport.setData(DynoUi.WIDGET_NAME, "heap.transport");
		transport.setText("Transport: " + target.transport().label() + " — " + target.transport().gives());
		GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(300, SWT.DEFAULT).applyTo(transport);
		info = new Label(area, SWT.WRAP);
		info.setData(DynoUi.WIDGET_NAME, "heap.info");
		StatusColour.NOTE.applyTo(info);
		GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(300, SWT.DEFAULT).exclude(true).applyTo(info);
		info.setVisible(false);
	}

	Composite control() {
		return area;
	}

	/** "pid 4711 — dyno.samples.Churn (JDK 25)" once the JVM's identity is known. */
	void setTitle(String text) {
		title.setText(text);
		area.layout(true);
	}

	void showState(JvmConnection c) {
		state.setText("State: " + StateText.of(c));
		StateText.colour(c.state()).applyTo(state);
		reconnect.setEnabled(c.state() == JvmConnection.State.LOST || c.state() == JvmConnection.State.CLOSED);
		area.getParent().layout(true, true);
	}

	/** Info lines under the transport: gaps of the data and notes on how to read it; hidden when none. */
	void showInfo(List<String> texts) {
		String text = String.join("\n", texts.stream().map(t -> "• " + t).toList());
		if (text.equals(info.getText())) {
			return;
		}
		info.setText(text);
		boolean any = !texts.isEmpty();
		info.setVisible(any);
		((org.eclipse.swt.layout.GridData) info.getLayoutData()).exclude = !any;
		area.getParent().layout(true, true);
	}
}
