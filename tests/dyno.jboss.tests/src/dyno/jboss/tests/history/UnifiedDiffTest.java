package dyno.jboss.tests.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dyno.jboss.history.UnifiedDiff;
import dyno.jboss.tests.Fixtures;

/** The unified diff of the edits Dyno makes, on real files: one hunk per change, diff -u's numbering. */
class UnifiedDiffTest {

	@Test
	void oneChangedAttributeOfServerXmlIsOneHunkWithThreeLinesOfContext() throws Exception {
		Path file = Fixtures.get("jboss-as-5/5.1.0.GA/server/default/deploy/jbossweb.sar/server.xml");
		String before = Files.readString(file, StandardCharsets.ISO_8859_1);
		int at = before.indexOf("connectionTimeout=\"20000\"");
		assertTrue(at > 0, "the fixture's HTTP connector has connectionTimeout=\"20000\"");
		String after = before.substring(0, at) + "connectionTimeout=\"60000\"" + before.substring(at + "connectionTimeout=\"20000\"".length());
		int line = (int) before.substring(0, at).chars().filter(c -> c == '\n').count() + 1;

		String diff = UnifiedDiff.of("server.xml", before, after);

		String[] lines = diff.split("\n");
		assertEquals("--- a/server.xml", lines[0]);
		assertEquals("+++ b/server.xml", lines[1]);
		assertEquals("@@ -" + (line - 3) + ",7 +" + (line - 3) + ",7 @@", lines[2]);
		assertEquals(1, diff.lines().filter(l -> l.startsWith("@@")).count());
		assertEquals(1, diff.lines().filter(l -> l.startsWith("-") && !l.startsWith("---")).count());
		assertTrue(diff.contains("\n+") && diff.lines().anyMatch(l -> l.startsWith("+") && l.contains("connectionTimeout=\"60000\"")),
				diff);
		assertEquals(3 + 3 + 2 + 3, lines.length, diff);
	}

	@Test
	void farApartChangesAreSeparateHunksAndNearOnesShareOne() {
		StringBuilder a = new StringBuilder();
		for (int i = 1; i <= 40; i++) {
			a.append("line ").append(i).append('\n');
		}
		String before = a.toString();
		String after = before.replace("line 5\n", "line five\n").replace("line 9\n", "line nine\n")
				.replace("line 30\n", "");
		String diff = UnifiedDiff.of("f", before, after);
		assertEquals(2, diff.lines().filter(l -> l.startsWith("@@")).count(), diff);
		assertTrue(diff.contains("@@ -2,11 +2,11 @@"), diff);
		assertTrue(diff.contains("@@ -27,7 +27,6 @@"), diff);
	}

	@Test
	void equalTextsHaveNoDiffAndCrlfLinesShowWithoutTheirCarriageReturn() {
		assertEquals("", UnifiedDiff.of("x", "a\r\nb\r\n", "a\r\nb\r\n"));
		String diff = UnifiedDiff.of("run.conf.bat", "set A=1\r\nset B=2\r\n", "set A=1\r\nset B=3\r\n");
		assertEquals("--- a/run.conf.bat\n+++ b/run.conf.bat\n@@ -1,2 +1,2 @@\n set A=1\n-set B=2\n+set B=3\n", diff);
	}
}
