package dyno.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** What a value type tells typed faces (a JSON schema) besides its text: its kind and its choices. */
class ValueTypeTest {

	enum Mode {
		DELTA_TO_FIRST, RATIO
	}

	@Test
	void aChoiceOfAnEnumListsItsNames() {
		ValueType<Mode> mode = ValueType.choice(Mode.class);
		assertEquals(List.of("delta-to-first", "ratio"), mode.choices());
		assertEquals(ValueType.Kind.TEXT, mode.kind());
		assertEquals(Mode.RATIO, mode.parse().apply(" Ratio "));
	}

	@Test
	void aChoiceOfTextsTakesOnlyThem() {
		ValueType<String> format = ValueType.choice(List.of("text", "json"));
		assertEquals("text|json", format.name());
		assertEquals(List.of("text", "json"), format.choices());
		assertEquals("json", format.parse().apply(" json"));
		assertEquals("use text or json",
				assertThrows(IllegalArgumentException.class, () -> format.parse().apply("xml")).getMessage());
	}

	@Test
	void numbersFlagsAndTextAreTold() {
		assertEquals(ValueType.Kind.WHOLE_NUMBER, ValueType.wholeNumber(1).kind());
		assertTrue(ValueType.FLAG.isFlag());
		assertEquals(ValueType.Kind.TEXT, ValueType.FILE.kind());
		assertTrue(ValueType.TEXT.choices().isEmpty());
	}
}
