package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.Linter;

/**
 * The server a configuration file belongs to, so an editor lints it with the server's version and live facts as the
 * Servers view would: found from the file's place in a JBoss AS ({@code server/<profile>/…}), WildFly
 * ({@code standalone|domain/configuration/…}, {@code bin/…}) or Tomcat ({@code conf/…}) layout. A file outside
 * any layout is linted on its own ({@link Linter#loneServer}). Reads folders: call off the UI thread.
 */
final class ServerOfFile {

	private ServerOfFile() {
	}

	static Server of(ConfigFile file) {
		Path p = file.path().toAbsolutePath();
		for (Path dir = p.getParent(); dir != null && dir.getParent() != null; dir = dir.getParent()) {
			String name = String.valueOf(dir.getFileName());
			Path home = dir.getParent();
			Optional<Server> found = switch (name) {
			case "server" -> profile(home, p.getName(dir.getNameCount()).toString());
			case "configuration" -> profile(home.getParent(), String.valueOf(home.getFileName()));
			case "bin" -> first(home, p);
			case "conf" -> profile(home, "");
			default -> Optional.empty();
			};
			if (found.isPresent()) {
				return found.get();
			}
		}
		return Linter.loneServer(file);
	}

	private static Optional<Server> profile(Path home, String profile) {
		if (home == null) {
			return Optional.empty();
		}
		try {
			return Optional.of(ServerLayout.detect(home, profile));
		} catch (IOException | RuntimeException e) {
			return Optional.empty();
		}
	}

	/** A bin/ script belongs to every profile of its home; the rules of its kind do not depend on which. */
	private static Optional<Server> first(Path home, Path file) {
		try {
			List<Server> all = ServerLayout.detect(home);
			return all.stream().filter(s -> s.file(file).isPresent()).findFirst();
		} catch (IOException | RuntimeException e) {
			return Optional.empty();
		}
	}
}
