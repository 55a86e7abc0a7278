package dyno.jboss.ui.internal.servers;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.IElementComparer;
import org.eclipse.jface.viewers.ITreeContentProvider;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;

/**
 * The JBoss Servers tree: a server home (its product and version), its profiles (JBoss AS {@code server/<name>},
 * WildFly standalone / domain, Tomcat's {@code conf}), their tunable files grouped by kind, the files.
 */
final class ServerTree implements ITreeContentProvider {

	/** A server home as detected; {@code problem} is set (and {@code servers} empty) when detection failed. */
	record Home(Path home, List<Server> servers, String problem) {

		/** The product and version of the first profile (all profiles of a home share them). */
		String title() {
			return servers.isEmpty() ? "Not a server" : servers.get(0).version().toString();
		}
	}

	/** One profile of a home. */
	record Profile(Home home, Server server) {

		String title() {
			return server.profile().isEmpty() ? "conf" : server.profile();
		}
	}

	/** The files of one kind in a profile. */
	record Kind(Profile profile, FileKind kind, List<ConfigFile> files) {
	}

	/** A file in the tree: the same file (bin/run.conf) may appear under several profiles. */
	record File(Kind parent, ConfigFile file) {
	}

	/**
	 * Compares tree elements by what they stand for (home path, profile name, kind, file path), so that the
	 * expanded state and the selection survive a refresh, which detects the servers again.
	 */
	static final IElementComparer BY_KEY = new IElementComparer() {
		@Override
		public boolean equals(Object a, Object b) {
			return key(a).equals(key(b));
		}

		@Override
		public int hashCode(Object element) {
			return key(element).hashCode();
		}
	};

	static String key(Object element) {
		return switch (element) {
		case Home h -> h.home().toString();
		case Profile p -> key(p.home()) + "|" + p.server().profile();
		case Kind k -> key(k.profile()) + "|" + k.kind();
		case File f -> key(f.parent()) + "|" + f.file().path();
		default -> String.valueOf(element);
		};
	}

	@Override
	public Object[] getElements(Object input) {
		return input instanceof List<?> homes ? homes.toArray() : new Object[0];
	}

	@Override
	public Object[] getChildren(Object parent) {
		if (parent instanceof Home h) {
			return h.servers().stream().map(s -> new Profile(h, s)).toArray();
		}
		if (parent instanceof Profile p) {
			Map<FileKind, List<ConfigFile>> byKind = new LinkedHashMap<>();
			for (ConfigFile f : p.server().files()) {
				byKind.computeIfAbsent(f.kind(), k -> new ArrayList<>()).add(f);
			}
			return byKind.entrySet().stream().sorted(Map.Entry.comparingByKey())
					.map(e -> new Kind(p, e.getKey(), e.getValue())).toArray();
		}
		if (parent instanceof Kind k) {
			return k.files().stream().map(f -> new File(k, f)).toArray();
		}
		return new Object[0];
	}

	@Override
	public Object getParent(Object element) {
		return switch (element) {
		case Profile p -> p.home();
		case Kind k -> k.profile();
		case File f -> f.parent();
		default -> null;
		};
	}

	@Override
	public boolean hasChildren(Object element) {
		return !(element instanceof File) && getChildren(element).length > 0;
	}
}
