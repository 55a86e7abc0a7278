package dyno.jvm.mbeans;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** JMX's type names as a person writes them: java.lang left out, arrays in Java's form, of any class. */
class AttributeValueTypesTest {

	@Test
	void javaLangIsLeftOutAndArraysReadAsJavaWritesThem() {
		assertEquals("String", AttributeValue.shortType("java.lang.String"));
		assertEquals("int[]", AttributeValue.shortType("[I"));
		assertEquals("String[]", AttributeValue.shortType("[Ljava.lang.String;"));
		assertEquals("javax.management.ObjectName", AttributeValue.shortType("javax.management.ObjectName"));
		assertEquals("java.lang.management.MemoryUsage", AttributeValue.shortType("java.lang.management.MemoryUsage"));
		// A class this JVM does not have is named all the same: nothing is loaded to name it.
		assertEquals("com.example.Order[][]", AttributeValue.shortType("[[Lcom.example.Order;"));
		assertEquals("?", AttributeValue.shortType(null));
	}
}
