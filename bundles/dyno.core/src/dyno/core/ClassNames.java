package dyno.core;

/**
 * Class names as a Java programmer reads them: the JVM prints arrays in descriptor form ({@code [B},
 * {@code [Ljava.lang.String;}, {@code [[I}), which every face shows as {@code byte[]}, {@code java.lang.String[]},
 * {@code int[][]} (as MAT and VisualVM do). Histograms, filters and heap-dump lookups keep the JVM's own names, so
 * snapshots and dumps of the same JVM match.
 */
public final class ClassNames {

	private ClassNames() {
	}

	/** {@code byte[]} for {@code [B}; a name that is no array descriptor (also one already readable) unchanged. */
	public static String readable(String jvmName) {
		int dims = 0;
		while (dims < jvmName.length() && jvmName.charAt(dims) == '[') {
			dims++;
		}
		if (dims == 0 || dims == jvmName.length()) {
			return jvmName;
		}
		String element = element(jvmName.substring(dims));
		return element == null ? jvmName : element + "[]".repeat(dims);
	}

	private static String element(String descriptor) {
		if (descriptor.startsWith("L") && descriptor.endsWith(";")) {
			return descriptor.substring(1, descriptor.length() - 1);
		}
		return descriptor.length() != 1 ? null : switch (descriptor.charAt(0)) {
		case 'Z' -> "boolean";
		case 'B' -> "byte";
		case 'C' -> "char";
		case 'S' -> "short";
		case 'I' -> "int";
		case 'J' -> "long";
		case 'F' -> "float";
		case 'D' -> "double";
		default -> null;
		};
	}
}
