package dyno.jvm.ui.internal.explorer;

import java.util.Optional;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Control;

import dyno.core.Plural;
import dyno.jvm.JvmConnection;
import dyno.jvm.Target;
import dyno.jvm.ui.connections.Connections;
import dyno.jvm.ui.connections.SavedTargets.JstatdHost;
import dyno.jvm.ui.internal.StateText;
import dyno.ui.Icons;
import dyno.ui.StatusColour;

/** One column of the explorer: JVM, PID, JDK, VM or Connection. */
final class ExplorerLabels extends ColumnLabelProvider {

	enum Column {
		JVM("JVM", 190), PID("PID", 56), CONNECTION("Connection", 140), JDK("JDK", 70), VM("VM", 200);

		final String title;
		final int width;

		Column(String title, int width) {
			this.title = title;
			this.width = width;
		}
	}

	private final Column column;
	private final ExplorerModel model;

	private final Control tree;

	ExplorerLabels(Column column, ExplorerModel model, Control tree) {
		this.column = column;
		this.model = model;
		this.tree = tree;
	}

	@Override
	public String getText(Object element) {
		return switch (element) {
		case ExplorerModel.Group g -> column == Column.JVM ? groupLabel(g) : "";
		case ExplorerModel.Message m -> column == Column.JVM ? m.text() : "";
		case ExplorerModel.JvmNode n -> jvm(n);
		case JstatdHost h -> column == Column.JVM ? "jstatd " + h.label() : column == Column.CONNECTION ? host(h) : "";
		case Target.Jmx x -> column == Column.JVM ? x.label() : column == Column.CONNECTION ? state(x) : "";
		default -> "";
		};
	}

	/** The row's icon, in the JVM column: this machine, remote targets, a jstatd host, a JMX connection, a JVM. */
	@Override
	public Image getImage(Object element) {
		if (column != Column.JVM) {
			return null;
		}
		String icon = switch (element) {
		case ExplorerModel.Group g -> g == ExplorerModel.Group.LOCAL ? "local" : "remote";
		case ExplorerModel.JvmNode n -> "jvm";
		case JstatdHost h -> "jstatd-host";
		case Target.Jmx x -> "jmx-connection";
		default -> null;
		};
		return icon == null ? null : Icons.image(getClass(), icon);
	}

	private String groupLabel(ExplorerModel.Group g) {
		if (g == ExplorerModel.Group.LOCAL && model.localError == null) {
			return g.label + " (" + Plural.of(model.local.size(), "JVM") + ")";
		}
		return g.label;
	}

	private String jvm(ExplorerModel.JvmNode n) {
		return switch (column) {
		case JVM -> n.jvm().self() ? "Dyno (this workbench)" : n.jvm().mainClass();
		case PID -> Long.toString(n.jvm().pid());
		case JDK -> n.jvm().javaVersion();
		case VM -> n.jvm().vmName();
		case CONNECTION -> state(n.target());
		};
	}

	private String host(JstatdHost h) {
		ExplorerModel.HostState s = model.hosts.get(h);
		if (s == null || !s.listed && s.error == null) {
			return "listing…";
		}
		return s.error != null ? "could not connect" : Plural.of(s.jvms.size(), "JVM");
	}

	private static String state(Target t) {
		return connection(t).map(StateText::of).orElse("");
	}

	private static Optional<JvmConnection> connection(Target t) {
		return Connections.get().find(t);
	}

	@Override
	public Color getForeground(Object element) {
		if (element instanceof ExplorerModel.Message m) {
			return (m.error() ? StatusColour.ERROR : StatusColour.MUTED).on(tree);
		}
		if (column == Column.CONNECTION) {
			Target t = element instanceof ExplorerModel.JvmNode n ? n.target() : element instanceof Target x ? x : null;
			if (t != null) {
				return connection(t).map(c -> StateText.colour(c.state()).on(tree)).orElse(null);
			}
			if (element instanceof JstatdHost h && model.hosts.get(h) != null && model.hosts.get(h).error != null) {
				return StatusColour.ERROR.on(tree);
			}
		}
		return null;
	}

	@Override
	public String getToolTipText(Object element) {
		if (column == Column.CONNECTION) {
			String state = getText(element);
			return state.isEmpty() ? null : state; // a loss's cause is longer than the column
		}
		if (element instanceof ExplorerModel.JvmNode n) {
			return n.jvm().commandLine();
		}
		return element instanceof ExplorerModel.Message m ? m.text() : null;
	}
}
