package dyno.jboss;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One configuration of an installed server: a JBoss AS profile ({@code server/default}), WildFly's standalone or
 * domain configuration, or a Tomcat instance, with the tunable files that belong to it.
 */
public final class Server {

	private final Path home;
	private final String profile;
	private final ServerVersion version;
	private final List<ConfigFile> files;

	/**
	 * @param home the installation folder
	 * @param profile JBoss AS: the profile name; WildFly: {@code standalone} or {@code domain}; Tomcat: ""
	 * @param version the detected version (may be unknown)
	 * @param files the tunable files (sorted here by path)
	 */
	public Server(Path home, String profile, ServerVersion version, List<ConfigFile> files) {
		this.home = Objects.requireNonNull(home, "home");
		this.profile = Objects.requireNonNull(profile, "profile");
		this.version = Objects.requireNonNull(version, "version");
		this.files = files.stream().sorted(Comparator.comparing(ConfigFile::path)).toList();
	}

	/** The installation folder. */
	public Path home() {
		return home;
	}

	/** JBoss AS: {@code default}, {@code all}…; WildFly: {@code standalone} or {@code domain}; Tomcat: "". */
	public String profile() {
		return profile;
	}

	/** The product and version. */
	public ServerVersion version() {
		return version;
	}

	/** The product. */
	public ServerProduct product() {
		return version.product();
	}

	/** Every tunable file found, sorted by path. */
	public List<ConfigFile> files() {
		return files;
	}

	/** The files of one kind. */
	public List<ConfigFile> files(FileKind kind) {
		return files.stream().filter(f -> f.kind() == kind).toList();
	}

	/** The file at {@code path} if it belongs to this server. */
	public Optional<ConfigFile> file(Path path) {
		Path p = path.toAbsolutePath().normalize();
		return files.stream().filter(f -> f.path().toAbsolutePath().normalize().equals(p)).findFirst();
	}

	@Override
	public String toString() {
		return version + (profile.isEmpty() ? "" : " [" + profile + "]") + " at " + home;
	}
}
