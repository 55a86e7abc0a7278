package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Counts in words: one is singular, everything else plural (issue 26: "1 changes", "1 warnings"). */
class PluralTest {

	@Test
	void oneIsSingularZeroAndManyArePlural() {
		assertEquals("1 change", Plural.of(1, "change"));
		assertEquals("0 changes", Plural.of(0, "change"));
		assertEquals("2 warnings", Plural.of(2, "warning"));
		assertEquals("1 warning", Plural.of(1, "warning"));
	}

	@Test
	void regularEnglishEndings() {
		assertEquals("3 classes", Plural.of(3, "class"));
		assertEquals("2 fixes", Plural.of(2, "fix"));
		assertEquals("2 batches", Plural.of(2, "batch"));
		assertEquals("4 entries", Plural.of(4, "entry"));
		assertEquals("2 days", Plural.of(2, "day"));
		assertEquals("5 JVMs", Plural.of(5, "JVM"));
		assertEquals("1 info", Plural.of(1, "info"));
	}

	@Test
	void irregularPluralsAreGiven() {
		assertEquals("2 children", Plural.of(2, "child", "children"));
		assertEquals("1 child", Plural.of(1, "child", "children"));
		assertEquals("samples", Plural.noun(35_300, "sample"));
	}
}
