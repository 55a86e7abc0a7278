package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The JVM's array descriptors as Java writes the types; anything else as it is. */
class ClassNamesTest {

	@Test
	void arraysOfPrimitivesAndOfClassesInAnyDimension() {
		assertEquals("byte[]", ClassNames.readable("[B"));
		assertEquals("int[][]", ClassNames.readable("[[I"));
		assertEquals("java.lang.Object[]", ClassNames.readable("[Ljava.lang.Object;"));
		assertEquals("java.util.HashMap$Node[][]", ClassNames.readable("[[Ljava.util.HashMap$Node;"));
	}

	@Test
	void otherNamesStayAsTheyAre() {
		assertEquals("java.lang.String", ClassNames.readable("java.lang.String"));
		assertEquals("byte[]", ClassNames.readable("byte[]"));
		assertEquals("[Q", ClassNames.readable("[Q"));
		assertEquals("[", ClassNames.readable("["));
	}
}
