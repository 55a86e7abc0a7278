package dyno.fuzz;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;

/**
 * {@link XmlDocument}: parses; a document saved unedited gives back its bytes; setting the first attribute found
 * changes only that attribute's value (the re-read document has the same elements and attributes, the new value,
 * and the text differs only by the value).
 */
public final class XmlDocumentFuzz {

	static final String VALUE = "fuzz-value-1";

	private XmlDocumentFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		ParserProperty.check(() -> {
			XmlDocument doc = XmlDocument.parse(data, "fuzz.xml");
			ParserProperty.require(Arrays.equals(doc.toBytes(), data), "unedited save differs from the input");
			List<XmlElement> elements = elements(doc.root());
			XmlElement target = elements.stream().filter(e -> !e.attributeNames().isEmpty()).findFirst().orElse(null);
			if (target == null) {
				return;
			}
			String before = doc.text();
			String attribute = target.attributeNames().get(0);
			int index = elements.indexOf(target);
			target.setAttribute(attribute, VALUE);
			String after = doc.text();
			ParserProperty.require(VALUE.contains(ParserProperty.replacement(before, after)),
					"setting " + attribute + " changed more than its value");
			XmlDocument again = XmlDocument.parse(doc.toBytes(), "fuzz.xml");
			List<XmlElement> reread = elements(again.root());
			// Compared as bytes: an edit keeps the other bytes, the next read may take them in another charset (a
			// file not valid in its declared encoding is read as ISO-8859-1; see XmlDocument.charset)
			ParserProperty.require(shape(reread, again).equals(shape(elements, doc)),
					"setting " + attribute + " changed the elements");
			XmlElement edited = reread.get(index);
			ParserProperty.require(edited.attribute(edited.attributeNames().get(0)).orElse("").equals(VALUE),
					"the value set is not read back");
		});
	}

	private static List<XmlElement> elements(XmlElement root) {
		List<XmlElement> all = new ArrayList<>();
		List<XmlElement> todo = new ArrayList<>(List.of(root));
		while (!todo.isEmpty()) {
			XmlElement e = todo.remove(todo.size() - 1);
			all.add(e);
			todo.addAll(e.children());
		}
		return all;
	}

	/** Each element's name and attribute names, as their bytes in the document's charset. */
	private static List<String> shape(List<XmlElement> elements, XmlDocument doc) {
		return elements.stream()
				.map(e -> HexFormat.of().formatHex((e.name() + e.attributeNames()).getBytes(doc.charset()))).toList();
	}
}
