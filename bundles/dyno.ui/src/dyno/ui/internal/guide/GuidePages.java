package dyno.ui.internal.guide;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.osgi.framework.Bundle;

/**
 * The user guide's files as the build copied them into this bundle ({@code guide/}: the project's {@code docs/}
 * folder, so the workbench shows the very pages the repository does). A page is named by its path inside that
 * folder, e.g. {@code user-guide/index.md}; its links are relative to it, as on GitHub.
 */
public final class GuidePages {

	/** The guide's first page, "Getting Started". */
	public static final String FIRST = "user-guide/index.md";

	private static final String ROOT = "guide/";

	private GuidePages() {
	}

	/**
	 * The target of {@code href} written in page {@code from}, without its anchor: {@code cli.md#heap} in
	 * {@code user-guide/index.md} is {@code user-guide/cli.md}; an anchor alone names {@code from} itself. Null for
	 * what is no file of the guide (a web address, a path out of the guide).
	 */
	public static String resolve(String from, String href) {
		if (href.contains("://") || href.startsWith("mailto:")) {
			return null;
		}
		int hash = href.indexOf('#');
		String file = hash < 0 ? href : href.substring(0, hash);
		if (file.isEmpty()) {
			return from;
		}
		Path parent = Path.of(from).getParent();
		Path resolved = (parent == null ? Path.of(file) : parent.resolve(file)).normalize();
		return resolved.startsWith("..") || resolved.isAbsolute() ? null : resolved.toString().replace('\\', '/');
	}

	/** The anchor of {@code href} ({@code heap} of {@code cli.md#heap}), or null. */
	public static String anchor(String href) {
		int hash = href.indexOf('#');
		return hash < 0 || hash == href.length() - 1 ? null : href.substring(hash + 1);
	}

	/** The page's text. */
	public static String read(String page) throws IOException {
		try (InputStream in = open(page)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
	}

	/**
	 * Opens a file of the guide (a page, a picture).
	 *
	 * @throws IOException naming the file when the guide has none of that name
	 */
	public static InputStream open(String file) throws IOException {
		Bundle bundle = Platform.getBundle("dyno.ui");
		URL url = bundle == null ? null : bundle.getEntry(ROOT + file);
		if (url == null) {
			throw new IOException("the guide has no page " + file);
		}
		return url.openStream();
	}
}
