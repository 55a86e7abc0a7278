package dyno.fuzz;

import java.util.Arrays;
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
			List<String> others = keys.stream().filter(k -> !k.equals(key)).map(k -> k + "=" + doc.get(k).orElse(null)).toList();
			String before = doc.text();
			doc.set(key, XmlDocumentFuzz.VALUE);
			// A key written alone gets its separator with the value.
			ParserProperty.require(("=" + XmlDocumentFuzz.VALUE).contains(ParserProperty.replacement(before, doc.text())),
					"setting " + key + " changed more than its value");
			PropertiesDocument again = PropertiesDocument.parse(doc.toBytes(), "fuzz.properties");
			ParserProperty.require(again.keys().equals(keys), "setting " + key + " changed the keys");
			ParserProperty.require(again.get(key).orElse("").equals(XmlDocumentFuzz.VALUE), "the value set is not read back");
			List<String> othersAgain = keys.stream().filter(k -> !k.equals(key)).map(k -> k + "=" + again.get(k).orElse(null)).toList();
			ParserProperty.require(othersAgain.equals(others), "setting " + key + " changed other values");
		});
	}
}
