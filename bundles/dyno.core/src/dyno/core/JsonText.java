package dyno.core;

/** JSON text for the few flat documents Dyno writes (CLI output, snapshot headers); no parser, no tree. */
public final class JsonText {

	private JsonText() {
	}

	/** {@code s} as a quoted JSON string, or {@code null} for a null reference. */
	public static String string(String s) {
		if (s == null) {
			return "null";
		}
		StringBuilder b = new StringBuilder(s.length() + 2).append('"');
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
			case '"' -> b.append("\\\"");
			case '\\' -> b.append("\\\\");
			case '\n' -> b.append("\\n");
			case '\r' -> b.append("\\r");
			case '\t' -> b.append("\\t");
			default -> {
				if (c < 0x20) {
					b.append(String.format("\\u%04x", (int) c));
				} else {
					b.append(c);
				}
			}
			}
		}
		return b.append('"').toString();
	}

	/** The JSON object {@code objectJson} (as Dyno writes them, a member a line) with {@code name: valueJson} first. */
	public static String withFirstMember(String objectJson, String name, String valueJson) {
		return "{\n  " + string(name) + ": " + valueJson + ",\n"
				+ objectJson.substring(objectJson.indexOf('{') + 1).replaceFirst("^\n", "");
	}
}
