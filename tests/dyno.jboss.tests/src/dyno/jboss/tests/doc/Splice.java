package dyno.jboss.tests.doc;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;

/** Assertions that an edited file differs from its original by exactly one splice. */
final class Splice {

	private Splice() {
	}

	/** {@code after} is {@code before} with one occurrence of {@code old} replaced by {@code replacement}. */
	static void assertReplaced(byte[] before, byte[] after, String old, String replacement) {
		String b = latin1(before);
		String a = latin1(after);
		for (int k = b.indexOf(old); k >= 0; k = b.indexOf(old, k + 1)) {
			if (a.equals(b.substring(0, k) + replacement + b.substring(k + old.length()))) {
				return;
			}
		}
		fail("not a single replacement of '" + old + "' by '" + replacement + "'; first difference at "
				+ firstDifference(b, a) + ": ..." + around(a, firstDifference(b, a)) + "...");
	}

	/** {@code after} is {@code before} with {@code inserted} added at one place. */
	static void assertInserted(byte[] before, byte[] after, String inserted) {
		String b = latin1(before);
		String a = latin1(after);
		int k = firstDifference(b, a);
		// the insertion may start earlier when its first characters repeat those before it
		for (int start = Math.max(0, k - inserted.length()); start <= k; start++) {
			if (a.equals(b.substring(0, start) + inserted + b.substring(start))) {
				return;
			}
		}
		fail("not a single insertion of '" + inserted + "'; first difference at " + k + ": ..." + around(a, k) + "...");
	}

	/** {@code after} is {@code before} without one occurrence of {@code removed}. */
	static void assertRemoved(byte[] before, byte[] after, String removed) {
		assertInserted(after, before, removed);
	}

	static String latin1(byte[] bytes) {
		return new String(bytes, StandardCharsets.ISO_8859_1);
	}

	private static int firstDifference(String a, String b) {
		int n = Math.min(a.length(), b.length());
		for (int k = 0; k < n; k++) {
			if (a.charAt(k) != b.charAt(k)) {
				return k;
			}
		}
		return n;
	}

	private static String around(String s, int k) {
		return s.substring(Math.max(0, k - 40), Math.min(s.length(), k + 40)).replace("\r", "\\r").replace("\n", "\\n");
	}
}
