package dyno.fuzz;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import dyno.jboss.doc.PropertiesDocument;

/**
 * {@link PropertiesDocument}: parses; an unedited save gives back the bytes; setting the first key changes only its
 * value (same keys, the other values as before, the new value read back).
 */
public final class PropertiesDocumentFuzz {

	private PropertiesDocumentFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		ParserProperty.check(() -> {
			PropertiesDocument doc = PropertiesDocument.parse(data, "fuzz.properties");
			ParserProperty.require(Arrays.equals(doc.toBytes(), data), "unedited save differs from the input");
			List<String> keys = doc.keys();
			if (keys.isEmpty()) {
				return;
			}
			String key = keys.get(0);
			List<String> others = others(doc, key);
			String before = doc.text();
			doc.set(key, XmlDocumentFuzz.VALUE);
			// A key written alone gets its separator with the value.
			ParserProperty.require(("=" + XmlDocumentFuzz.VALUE).contains(ParserProperty.replacement(before, doc.text())),
					"setting " + key + " changed more than its value");
			PropertiesDocument again = PropertiesDocument.parse(doc.toBytes(), "fuzz.properties");
			// Compared as bytes: an edit keeps the other bytes, the next read may take them in another charset (see
			// PropertiesDocument.charset).
			ParserProperty.require(bytes(again.keys(), again).equals(bytes(keys, doc)), "setting " + key + " changed the keys");
			ParserProperty.require(again.get(again.keys().get(0)).orElse("").equals(XmlDocumentFuzz.VALUE),
					"the value set is not read back");
			ParserProperty.require(bytes(others(again, again.keys().get(0)), again).equals(bytes(others, doc)),
					"setting " + key + " changed other values");
		});
	}

	/** "key=value" of every key but {@code key}. */
	private static List<String> others(PropertiesDocument doc, String key) {
		return doc.keys().stream().filter(k -> !k.equals(key)).map(k -> k + "=" + doc.get(k).orElse(null)).toList();
	}

	/** Each string's bytes in the document's charset, as text to compare. */
	private static List<String> bytes(List<String> strings, PropertiesDocument doc) {
		return strings.stream().map(s -> HexFormat.of().formatHex(s.getBytes(doc.charset()))).toList();
	}
}
