package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class JsonTextTest {

	@Test
	void escapesQuotesBackslashesAndControlCharacters() {
		assertEquals("\"a\\\"b\\\\c\\nd\\te\\u0001\"", JsonText.string("a\"b\\c\nd\te\u0001"));
	}

	@Test
	void keepsUnicodeAndWritesNullForAMissingString() {
		assertEquals("\"Grüße\"", JsonText.string("Grüße"));
		assertEquals("null", JsonText.string(null));
	}
}
