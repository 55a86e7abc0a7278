package dyno.jboss;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the servers in an installation folder: the profiles of a JBoss AS 4.x–6.x ({@code server/<profile>/}),
 * WildFly's standalone and domain configurations, or a Tomcat ({@code conf/server.xml}), with their versions and
 * tunable files.
 */
public final class ServerLayout {

	/** Folders of a JBoss AS profile that hold run-time state, not configuration (and may be huge). */
	private static final Set<String> STATE_FOLDERS = Set.of("data", "tmp", "log", "work");
	private static final int HEAD_BYTES = 1024;
	private static final Pattern JAR_VERSION = Pattern
			.compile("<jar\\s+name=\"(?:run|jboss|jboss-main|jboss-system)\\.jar\"[^>]*?(?:impl|spec)Version=\"([^\"]+)\"");
	private static final Pattern PRODUCT_VERSION = Pattern.compile("(?:JBoss|WildFly|Tomcat)[^\\n\\d]{0,40}(\\d+\\.\\d+[^\\s<\"]*)");

	private ServerLayout() {
	}

	/**
	 * Every server configuration under {@code home}: one per JBoss AS profile, WildFly's {@code standalone} and
	 * {@code domain}, or the Tomcat instance. Empty when {@code home} holds none of these layouts.
	 *
	 * @throws NoSuchFileException when {@code home} is not a folder
	 */
	public static List<Server> detect(Path home) throws IOException {
		if (!Files.isDirectory(home)) {
			throw new NoSuchFileException(home.toString(), null, "not a folder");
		}
		List<Server> out = new ArrayList<>();
		Path serverDir = home.resolve("server");
		if (Files.isDirectory(serverDir)) {
			List<Path> profiles = jbossProfiles(serverDir);
			if (!profiles.isEmpty()) {
				ServerVersion version = jbossVersion(home, profiles);
				for (Path profile : profiles) {
					List<ConfigFile> files = new ArrayList<>(binFiles(home, "run"));
					files.addAll(tunableFiles(profile, true));
					out.add(new Server(home, profile.getFileName().toString(), version, files));
				}
			}
		}
		for (String mode : List.of("standalone", "domain")) {
			Path config = home.resolve(mode).resolve("configuration");
			if (Files.isDirectory(config)) {
				List<ConfigFile> files = new ArrayList<>(binFiles(home, mode));
				files.addAll(tunableFiles(config, false));
				out.add(new Server(home, mode, wildflyVersion(home), files));
			}
		}
		Path conf = home.resolve("conf");
		if (Files.isRegularFile(conf.resolve("server.xml"))) {
			out.add(tomcat(home, conf));
		} else if (isTomcatConf(home)) {
			out.add(tomcat(home.toAbsolutePath().normalize().getParent(), home));
		}
		return out;
	}

	/**
	 * The server configuration {@code profile} under {@code home} (see {@link Server#profile()}).
	 *
	 * @throws IOException when there is no such profile, naming those that exist
	 */
	public static Server detect(Path home, String profile) throws IOException {
		List<Server> all = detect(home);
		for (Server s : all) {
			if (s.profile().equals(profile)) {
				return s;
			}
		}
		if (all.isEmpty()) {
			throw new IOException(home + " is not a JBoss AS, WildFly or Tomcat installation (no server/<profile>/, "
					+ "standalone/configuration/, domain/configuration/ or conf/server.xml)");
		}
		throw new IOException("no profile '" + profile + "' in " + home + " (found: "
				+ String.join(", ", all.stream().map(s -> s.profile().isEmpty() ? "\"\"" : s.profile()).toList()) + ")");
	}

	/** The folders under {@code server/} that look like profiles (they hold {@code conf/} or {@code deploy/}). */
	private static List<Path> jbossProfiles(Path serverDir) throws IOException {
		try (Stream<Path> list = Files.list(serverDir)) {
			return list.filter(Files::isDirectory)
					.filter(p -> Files.isDirectory(p.resolve("conf")) || Files.isDirectory(p.resolve("deploy")))
					.sorted().toList();
		}
	}

	/** Whether {@code dir} is a Tomcat {@code conf/} folder given on its own: the installation is its parent. */
	private static boolean isTomcatConf(Path dir) {
		Path name = dir.toAbsolutePath().normalize().getFileName();
		return name != null && name.toString().equals("conf") && Files.isRegularFile(dir.resolve("server.xml"));
	}

	/** A Tomcat instance: the files of {@code conf} and the JVM options of {@code bin/setenv.sh} / {@code .bat}. */
	private static Server tomcat(Path home, Path conf) throws IOException {
		List<ConfigFile> files = new ArrayList<>(binFiles(home, List.of("setenv.sh", "setenv.bat")));
		files.addAll(tunableFiles(conf, true));
		return new Server(home, "", tomcatVersion(home), files);
	}

	/** {@code bin/<name>.conf} and {@code bin/<name>.conf.bat} where present. */
	private static List<ConfigFile> binFiles(Path home, String name) {
		return binFiles(home, List.of(name + ".conf", name + ".conf.bat"));
	}

	/** The files of {@code bin/} with these names, where present. */
	private static List<ConfigFile> binFiles(Path home, List<String> names) {
		List<ConfigFile> out = new ArrayList<>();
		for (Path p : names.stream().map(n -> home.resolve("bin").resolve(n)).toList()) {
			if (Files.isRegularFile(p)) {
				FileKind.of(p, null).ifPresent(kind -> out.add(new ConfigFile(p, kind)));
			}
		}
		return out;
	}

	/** The files under {@code dir} that have a kind ({@code deep}: all levels, skipping run-time state folders). */
	private static List<ConfigFile> tunableFiles(Path dir, boolean deep) throws IOException {
		List<ConfigFile> out = new ArrayList<>();
		Files.walkFileTree(dir, new SimpleFileVisitor<>() {
			@Override
			public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attrs) {
				if (d.equals(dir)) {
					return FileVisitResult.CONTINUE;
				}
				return deep && !STATE_FOLDERS.contains(d.getFileName().toString()) ? FileVisitResult.CONTINUE
						: FileVisitResult.SKIP_SUBTREE;
			}

			@Override
			public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
				if (attrs.isRegularFile()) {
					kindOf(file).ifPresent(kind -> out.add(new ConfigFile(file, kind)));
				}
				return FileVisitResult.CONTINUE;
			}
		});
		return out;
	}

	/** The kind by name; XML files whose name says nothing are asked for their root element. */
	static Optional<FileKind> kindOf(Path file) throws IOException {
		Optional<FileKind> byName = FileKind.of(file, null);
		if (byName.isPresent() || !file.getFileName().toString().endsWith(".xml")) {
			return byName;
		}
		return FileKind.of(file, head(file));
	}

	private static byte[] head(Path file) throws IOException {
		try (InputStream in = Files.newInputStream(file)) {
			return in.readNBytes(HEAD_BYTES);
		}
	}

	/**
	 * The JBoss AS version: from {@code jar-versions.xml} or {@code readme.html} where the distribution has them;
	 * else the major (and for 4.2 the minor) version the folder layout shows, refined by the installation folder's
	 * name when that names the same major version (e.g. "5.1.0.GA").
	 */
	private static ServerVersion jbossVersion(Path home, List<Path> profiles) throws IOException {
		Optional<ServerVersion> declared = versionIn(home.resolve("jar-versions.xml"), JAR_VERSION, ServerProduct.JBOSS_AS)
				.or(() -> versionIn(home.resolve("readme.html"), PRODUCT_VERSION, ServerProduct.JBOSS_AS));
		if (declared.isPresent()) {
			return declared.get();
		}
		ServerVersion layout = jbossLayoutVersion(profiles);
		return refinedByFolderName(home, layout);
	}

	/** What the profiles' folders tell: HornetQ or jboss-logging.xml = 6, MC beans or deployers/ = 5, else 4. */
	private static ServerVersion jbossLayoutVersion(List<Path> profiles) throws IOException {
		boolean six = false;
		boolean five = false;
		boolean fourTwo = false;
		boolean four = false;
		for (Path p : profiles) {
			Path deploy = p.resolve("deploy");
			six |= Files.isDirectory(deploy.resolve("hornetq")) || Files.exists(deploy.resolve("jboss-logging.xml"))
					|| Files.isDirectory(deploy.resolve("cluster").resolve("infinispan-cache-registry.sar"));
			five |= Files.isDirectory(p.resolve("deployers")) || Files.isDirectory(deploy.resolve("jbossweb.sar"))
					|| Files.exists(deploy.resolve("jca-jboss-beans.xml"));
			fourTwo |= Files.isDirectory(deploy.resolve("jboss-web.deployer"));
			four |= Files.exists(deploy.resolve("jbossjca-service.xml")) || Files.isDirectory(deploy.resolve("jbossweb-tomcat55.sar"));
		}
		if (six) {
			return new ServerVersion(ServerProduct.JBOSS_AS, 6, 0, "6.x");
		}
		if (five) {
			return new ServerVersion(ServerProduct.JBOSS_AS, 5, 0, "5.x");
		}
		if (fourTwo) {
			return new ServerVersion(ServerProduct.JBOSS_AS, 4, 2, "4.2.x");
		}
		return four ? new ServerVersion(ServerProduct.JBOSS_AS, 4, 0, "4.x") : ServerVersion.unknown(ServerProduct.JBOSS_AS);
	}

	/** WildFly: {@code version.txt} (EAP), the product module's manifest, else the folder name. */
	private static ServerVersion wildflyVersion(Path home) throws IOException {
		Optional<ServerVersion> declared = versionIn(home.resolve("version.txt"), PRODUCT_VERSION, ServerProduct.WILDFLY);
		if (declared.isEmpty()) {
			Path product = home.resolve("modules/system/layers/base/org/jboss/as/product");
			if (Files.isDirectory(product)) {
				try (Stream<Path> manifests = Files.find(product, 5,
						(p, a) -> p.getFileName().toString().equals("MANIFEST.MF"))) {
					for (Path m : manifests.toList()) {
						declared = versionIn(m, Pattern.compile("JBoss-Product-Release-Version:\\s*(\\S+)"), ServerProduct.WILDFLY);
						if (declared.isPresent()) {
							break;
						}
					}
				}
			}
		}
		return declared.orElseGet(() -> refinedByFolderName(home, ServerVersion.unknown(ServerProduct.WILDFLY)));
	}

	/** Tomcat: {@code RELEASE-NOTES}, else the folder name. */
	private static ServerVersion tomcatVersion(Path home) throws IOException {
		return versionIn(home.resolve("RELEASE-NOTES"), Pattern.compile("Apache Tomcat Version (\\S+)"), ServerProduct.TOMCAT)
				.orElseGet(() -> refinedByFolderName(home, ServerVersion.unknown(ServerProduct.TOMCAT)));
	}

	/**
	 * The installation folder's name as a version ("5.1.0.GA", "wildfly-39.0.1.Final") when it agrees with what
	 * was found otherwise (same major, or nothing was found): a renamed folder must not override the layout.
	 */
	private static ServerVersion refinedByFolderName(Path home, ServerVersion found) {
		Path name = home.toAbsolutePath().normalize().getFileName();
		if (name == null) {
			return found;
		}
		ServerVersion fromName = ServerVersion.parse(found.product(), name.toString());
		if (fromName.isKnown() && (!found.isKnown() || fromName.major() == found.major())) {
			return fromName;
		}
		return found;
	}

	private static Optional<ServerVersion> versionIn(Path file, Pattern pattern, ServerProduct product) {
		if (!Files.isRegularFile(file)) {
			return Optional.empty();
		}
		try {
			String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
			Matcher m = pattern.matcher(text);
			if (m.find()) {
				ServerVersion v = ServerVersion.parse(product, m.group(1));
				return v.isKnown() ? Optional.of(v) : Optional.empty();
			}
		} catch (IOException e) {
			// an unreadable version file is no reason to fail detection: the layout still tells
		}
		return Optional.empty();
	}
}
