package dyno.jboss;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A server product's version, e.g. JBoss AS 5.1.0.GA. {@code major == 0} means the version could not be
 * detected ({@link #unknown(ServerProduct)}); such a version lies within every range, because a rule that cannot
 * tell should rather speak than stay silent.
 *
 * @param product the product
 * @param major the major version, 0 when unknown
 * @param minor the minor version
 * @param text the version as written, e.g. "5.1.0.GA"; "" when unknown
 */
public record ServerVersion(ServerProduct product, int major, int minor, String text) implements Comparable<ServerVersion> {

	/** "5.1.0.GA", "39.0.1.Final", "9.0.98", "6": numbers, then perhaps a qualifier. */
	private static final Pattern VERSION = Pattern.compile("(\\d+)(?:\\.(\\d+))?(?:\\.\\d+)*(?:[.-][A-Za-z][\\w-]*)?");

	public ServerVersion {
		Objects.requireNonNull(product, "product");
		Objects.requireNonNull(text, "text");
	}

	/** A version of {@code product} that could not be detected. */
	public static ServerVersion unknown(ServerProduct product) {
		return new ServerVersion(product, 0, 0, "");
	}

	/**
	 * Finds the first version in {@code text}: "5.1.0.GA", "39.0.1.Final" (also within "wildfly-39.0.1.Final"),
	 * "9.0.98" or "6"; text without a number gives an unknown version.
	 */
	public static ServerVersion parse(ServerProduct product, String text) {
		Matcher m = VERSION.matcher(text == null ? "" : text);
		if (!m.find()) {
			return unknown(product);
		}
		try {
			int major = Integer.parseInt(m.group(1));
			int minor = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
			return new ServerVersion(product, major, minor, m.group());
		} catch (NumberFormatException e) {
			return unknown(product);
		}
	}

	/** Whether the version was detected. */
	public boolean isKnown() {
		return major > 0;
	}

	/**
	 * Whether this version lies in {@code [from, to]} (major.minor, both inclusive; either bound may be null for
	 * open). A bound of another product does not apply to this one: the answer is then false. An unknown version is
	 * within every range of its product.
	 */
	public boolean within(ServerVersion from, ServerVersion to) {
		if ((from != null && from.product != product) || (to != null && to.product != product)) {
			return false;
		}
		if (!isKnown()) {
			return true;
		}
		return (from == null || compareTo(from) >= 0) && (to == null || compareTo(to) <= 0);
	}

	/** Orders by major, then minor (the product is not compared). */
	@Override
	public int compareTo(ServerVersion o) {
		int c = Integer.compare(major, o.major);
		return c != 0 ? c : Integer.compare(minor, o.minor);
	}

	@Override
	public String toString() {
		return product.label() + " " + (isKnown() ? text : "(version unknown)");
	}
}
