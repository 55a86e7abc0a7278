package dyno.profile.internal;

import java.util.regex.Pattern;

/** JMC's rule texts carry a little HTML (paragraphs, links, emphasis); Dyno shows plain text. */
public final class PlainText {

	private static final Pattern BREAKS = Pattern.compile("(?i)<\\s*(br|/p|/li|p)\\s*/?>");
	private static final Pattern TAGS = Pattern.compile("<[^>]*>");
	private static final Pattern SPACES = Pattern.compile("[ \\t]+");

	private PlainText() {
	}

	/** The text without tags and entities, paragraphs as lines; empty for null. */
	public static String of(String html) {
		if (html == null) {
			return "";
		}
		String s = BREAKS.matcher(html).replaceAll("\n");
		s = TAGS.matcher(s).replaceAll("");
		s = s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
				.replace("&nbsp;", " ").replace("&amp;", "&");
		s = SPACES.matcher(s).replaceAll(" ");
		return s.replaceAll("\\n\\s*\\n+", "\n").strip();
	}
}
