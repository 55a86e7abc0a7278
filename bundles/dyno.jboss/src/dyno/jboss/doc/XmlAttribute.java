package dyno.jboss.doc;

/**
 * Where one attribute of a start tag is written: its name, and the value between the quotes. Offsets move when an
 * edit before them changes the text's length.
 */
final class XmlAttribute {

	final String name;
	/** Offset of the name's first character. */
	int nameStart;
	/** Offset just after the opening quote. */
	int valueStart;
	/** Offset of the closing quote. */
	int valueEnd;
	final char quote;

	XmlAttribute(String name, int nameStart, int valueStart, int valueEnd, char quote) {
		this.name = name;
		this.nameStart = nameStart;
		this.valueStart = valueStart;
		this.valueEnd = valueEnd;
		this.quote = quote;
	}

	/** Offset just after the closing quote. */
	int end() {
		return valueEnd + 1;
	}

	void shift(int start, int end, int delta) {
		nameStart = XmlElement.shiftStart(nameStart, start, end, delta);
		valueStart = XmlElement.shiftEnd(valueStart, start, end, delta);
		valueEnd = XmlElement.shiftStart(valueEnd, start, end, delta);
	}
}
