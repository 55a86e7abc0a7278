package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.live.LiveServers;

/**
 * Labels of the JBoss Servers tree. A home reads "JBoss AS 5.1.0.GA — /opt/jboss" and, once linted, the summary of
 * its findings; "live" when its JVM is connected and observed, with the facts in the tooltip. A profile's line says
 * whether its server runs, what Dyno is doing to it and what it waits for ({@link LifeCycle#stateText}).
 */
final class ServerLabels extends ColumnLabelProvider {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

	@Override
	public String getText(Object element) {
		return switch (element) {
		case ServerTree.Home h -> homeText(h);
		case ServerTree.Profile p -> p.title() + "  (" + p.server().files().size() + " files)"
				+ LifeCycle.stateText(p.server());
		case ServerTree.Kind k -> k.kind().label() + "  (" + k.files().size() + ")";
		case ServerTree.File f -> f.file().name() + "  — " + folderOf(f);
		default -> String.valueOf(element);
		};
	}

	private static String homeText(ServerTree.Home h) {
		if (h.problem() != null) {
			return h.home() + "  — " + h.problem();
		}
		// the summary before the path: the column is narrow and the path is in the tooltip too
		StringBuilder b = new StringBuilder(h.title());
		if (LiveServers.isObserved(h.home())) {
			b.append("  [live]");
		}
		JBossUiPlugin.lintResults().of(h.home()).ifPresent(r -> b.append("  · ").append(r.summary()));
		b.append("  — ").append(h.home());
		return b.toString();
	}

	/** The file's folder relative to the home, e.g. "server/default/deploy/jbossweb.sar". */
	private static String folderOf(ServerTree.File f) {
		Path home = f.parent().profile().home().home();
		Path dir = f.file().path().toAbsolutePath().normalize().getParent();
		return dir.startsWith(home) ? home.relativize(dir).toString() : dir.toString();
	}

	@Override
	public String getToolTipText(Object element) {
		if (element instanceof ServerTree.Home h) {
			StringBuilder b = new StringBuilder(h.home().toString());
			JBossUiPlugin.lintResults().of(h.home()).ifPresent(r -> b.append("\nLinted at ").append(TIME.format(r.at())).append(": ")
					.append(r.summary()));
			Optional<String> live = LiveServers.describe(h.home());
			b.append('\n').append(live.orElse("No connected JVM of this server: hints judge the files alone."));
			return b.toString();
		}
		if (element instanceof ServerTree.File f) {
			return f.file().path() + "\n" + f.file().kind().label() + " — double-click to edit";
		}
		return null;
	}

	@Override
	public Image getImage(Object element) {
		ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
		return switch (element) {
		case ServerTree.Home h -> images.getImage(h.problem() != null ? ISharedImages.IMG_OBJS_ERROR_TSK
				: LiveServers.isObserved(h.home()) ? ISharedImages.IMG_OBJS_INFO_TSK : ISharedImages.IMG_OBJ_FOLDER);
		case ServerTree.File f -> images.getImage(ISharedImages.IMG_OBJ_FILE);
		default -> images.getImage(ISharedImages.IMG_OBJ_FOLDER);
		};
	}
}
