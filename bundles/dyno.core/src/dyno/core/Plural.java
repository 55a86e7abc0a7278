package dyno.core;

/**
 * Counts in words, singular for one and plural otherwise ("1 change", "3 changes", "0 warnings"), in one place so
 * that no message says "1 changes". Regular English plurals: -s, -es after s, x, z, ch and sh, -ies after a
 * consonant and y; give the plural for any other noun.
 */
public final class Plural {

	private Plural() {
	}

	/** "1 finding", "2 findings", "1 class", "3 classes". */
	public static String of(long count, String singular) {
		return count + " " + noun(count, singular);
	}

	/** "1 child", "2 children": for a noun whose plural no rule makes. */
	public static String of(long count, String singular, String plural) {
		return count + " " + (count == 1 ? singular : plural);
	}

	/** The noun alone, for a count written otherwise (grouped digits, say): "sample" or "samples". */
	public static String noun(long count, String singular) {
		return count == 1 ? singular : plural(singular);
	}

	private static String plural(String singular) {
		if (singular.endsWith("s") || singular.endsWith("x") || singular.endsWith("z") || singular.endsWith("ch")
				|| singular.endsWith("sh")) {
			return singular + "es";
		}
		if (singular.length() > 1 && singular.endsWith("y") && "aeiou".indexOf(singular.charAt(singular.length() - 2)) < 0) {
			return singular.substring(0, singular.length() - 1) + "ies";
		}
		return singular + "s";
	}
}
