package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * JSON is written and read by one library (Gson, through {@code dyno.core.analysis.Faces}): a source file of a bundle
 * that spells a JSON member by hand ({@code "\"name\": "}) or uses a hand-written JSON reader is a second set of
 * rules for escaping and for numbers that are not finite, the drift this rule ended.
 */
class NoHandWrittenJsonTest {

	/** A JSON member's name written inside a Java string literal: {@code \"name\": }. */
	private static final Pattern MEMBER = Pattern.compile("\\\\\"[A-Za-z$][\\w$-]*\\\\\"\\s*:");
	/** Dyno's own former JSON classes (Gson's streaming {@code JsonReader} is the library's, and fine). */
	private static final Pattern HAND_READERS = Pattern.compile("\\bJsonText\\b|class JsonReader\\b|(?<![.\\w])JsonReader\\.(parse|read)");

	@Test
	void noBundleWritesOrReadsJsonByHand() throws IOException {
		List<String> offenders = BundleSources.all().stream().filter(NoHandWrittenJsonTest::writesJsonByHand)
				.map(f -> BundleSources.BUNDLES.relativize(f).toString()).sorted().toList();
		assertEquals(List.of(), offenders);
	}

	@Test
	void theRuleSeesAHandWrittenMember() {
		assertTrue(MEMBER.matcher("out.append(\"{\\\"pid\\\": \").append(pid);").find());
		assertTrue(HAND_READERS.matcher("Map<String, Object> m = JsonReader.parse(text);").find());
		assertTrue(!HAND_READERS.matcher("public Double read(JsonReader in) throws IOException {").find());
	}

	private static boolean writesJsonByHand(Path file) {
		String text = BundleSources.read(file);
		return MEMBER.matcher(text).find() || HAND_READERS.matcher(text).find();
	}
}
