package dyno.profile.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PlainTextTest {

	@Test
	void tagsGoParagraphsBecomeLines() {
		assertEquals("The most blocking monitor class was Ledger.\nSee <this> & that.",
				PlainText.of("<p>The most <b>blocking</b> monitor class was Ledger.</p><p>See &lt;this&gt; &amp; that.</p>"));
		assertEquals("", PlainText.of(null));
		assertEquals("a b", PlainText.of("a   <a href=\"x\">b</a>"));
	}
}
