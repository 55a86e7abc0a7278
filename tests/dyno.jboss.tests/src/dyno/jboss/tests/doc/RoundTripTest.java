package dyno.jboss.tests.doc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.tests.Fixtures;

/**
 * Every real server configuration file: its kind is recognised, it parses, and an unedited document gives back
 * exactly the bytes it was read from. XML files are also read with the JDK's parser, and both must see the same
 * elements, attributes and text (a cross-check of Dyno's own parser, not part of it).
 */
class RoundTripTest {

	static Stream<Path> files() {
		return Fixtures.serverConfigFiles().stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("files")
	void unchangedDocumentGivesBackTheSameBytes(Path file) throws IOException {
		byte[] bytes = Files.readAllBytes(file);
		Optional<FileKind> kind = FileKind.of(file, bytes);
		assertTrue(kind.isPresent(), "no kind for " + Fixtures.root().relativize(file));
		ConfigDocument doc = ConfigFiles.read(new ConfigFile(file, kind.get()));
		assertFalse(doc.isModified());
		assertArrayEquals(bytes, doc.toBytes());
		if (doc instanceof XmlDocument xml) {
			assertSameTree(jdkParse(bytes).getDocumentElement(), xml.root());
		}
	}

	@Test
	void everyFixtureFileIsCovered() {
		// the fixtures have no file Dyno deliberately ignores; a new one without a kind must be a decision
		assertTrue(Fixtures.serverConfigFiles().size() >= 130);
	}

	private static org.w3c.dom.Document jdkParse(byte[] bytes) throws IOException {
		try {
			DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
			f.setNamespaceAware(true);
			// Dyno does not show the elements an entity stands for as children: neither must the cross-check
			f.setExpandEntityReferences(false);
			f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
			DocumentBuilder b = f.newDocumentBuilder();
			return b.parse(new ByteArrayInputStream(bytes));
		} catch (Exception e) {
			throw new IOException("JDK parser: " + e.getMessage(), e);
		}
	}

	private static boolean hasElement(Node n) {
		for (Node c = n.getFirstChild(); c != null; c = c.getNextSibling()) {
			if (c instanceof Element || hasElement(c)) {
				return true;
			}
		}
		return false;
	}

	private static void assertSameTree(Element expected, XmlElement actual) {
		String where = actual.toString();
		assertEquals(expected.getTagName(), actual.name(), where);
		assertEquals(expected.getNamespaceURI() == null ? "" : expected.getNamespaceURI(), actual.namespace(), where);
		NamedNodeMap attrs = expected.getAttributes();
		assertEquals(attrs.getLength(), actual.attributeNames().size(), where + " attributes");
		for (int k = 0; k < attrs.getLength(); k++) {
			Node a = attrs.item(k);
			// the JDK normalises whitespace in attribute values; Dyno reports them as written
			assertEquals(a.getNodeValue(), actual.attribute(a.getNodeName()).orElseThrow().replaceAll("[\\t\\r\\n]", " "),
					where + " @" + a.getNodeName());
		}
		StringBuilder text = new StringBuilder();
		List<Element> children = new ArrayList<>();
		for (Node c = expected.getFirstChild(); c != null; c = c.getNextSibling()) {
			if (c instanceof Element e) {
				children.add(e);
			} else if (c.getNodeType() == Node.TEXT_NODE || c.getNodeType() == Node.CDATA_SECTION_NODE) {
				text.append(c.getNodeValue());
			} else if (c.getNodeType() == Node.ENTITY_REFERENCE_NODE && !hasElement(c)) {
				text.append(c.getTextContent());
			}
		}
		assertEquals(text.toString().strip(), actual.text().replace("\r\n", "\n").replace('\r', '\n'), where + " text");
		assertEquals(children.size(), actual.children().size(), where + " children");
		for (int k = 0; k < children.size(); k++) {
			assertSameTree(children.get(k), actual.children().get(k));
		}
	}
}
