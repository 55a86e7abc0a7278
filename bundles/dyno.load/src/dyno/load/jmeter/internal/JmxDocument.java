package dyno.load.jmeter.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Set;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * A .jmx as a DOM and the few things Dyno does with it. A JMeter plan is a {@code hashTree} of test elements, each
 * followed by a {@code hashTree} sibling holding its children; an element's properties are its direct
 * {@code stringProp}/{@code intProp}/{@code boolProp}/{@code elementProp} children, keyed by their {@code name}.
 */
public final class JmxDocument {

	/** Called for every test element, with whether it and all its ancestors are enabled. */
	public interface Visitor {
		void visit(Element element, boolean enabled);
	}

	/** Timers that only synchronise threads give no think time. */
	private static final Set<String> NOT_THINK_TIME = Set.of("SyncTimer");

	private JmxDocument() {
	}

	public static Document parse(Path jmx) throws IOException {
		try {
			DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
			f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
			f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
			Document doc = f.newDocumentBuilder().parse(jmx.toFile());
			if (!"jmeterTestPlan".equals(doc.getDocumentElement().getTagName())) {
				throw new IOException("test plan " + jmx + " is not a JMeter plan: its root element is <"
						+ doc.getDocumentElement().getTagName() + ">, not <jmeterTestPlan>");
			}
			return doc;
		} catch (SAXParseException e) {
			throw new IOException("test plan " + jmx + " is not well-formed XML (line " + e.getLineNumber() + ": "
					+ e.getMessage() + ")", e);
		} catch (SAXException | ParserConfigurationException e) {
			throw new IOException("test plan " + jmx + " cannot be read: " + e.getMessage(), e);
		}
	}

	/** Writes {@code doc} atomically to {@code out}. */
	public static void write(Document doc, Path out) throws IOException {
		Path tmp = out.resolveSibling(out.getFileName() + ".tmp");
		try (OutputStream os = Files.newOutputStream(tmp)) {
			var t = TransformerFactory.newInstance().newTransformer();
			t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
			t.transform(new DOMSource(doc), new StreamResult(os));
		} catch (TransformerException e) {
			throw new IOException("cannot write the plan " + out + ": " + e.getMessage(), e);
		}
		Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
	}

	/** Visits every test element under the plan's root hash tree, depth first. */
	public static void walk(Document doc, Visitor visitor) {
		for (Node n = doc.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e && e.getTagName().equals("hashTree")) {
				walkTree(e, true, visitor);
			}
		}
	}

	private static void walkTree(Element hashTree, boolean enabled, Visitor visitor) {
		Element last = null;
		boolean lastEnabled = enabled;
		for (Node n = hashTree.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (!(n instanceof Element e)) {
				continue;
			}
			if (e.getTagName().equals("hashTree")) {
				walkTree(e, last == null ? enabled : lastEnabled, visitor);
			} else {
				last = e;
				lastEnabled = enabled && !"false".equals(e.getAttribute("enabled"));
				visitor.visit(e, lastEnabled);
			}
		}
	}

	public static boolean isThreadGroup(Element element) {
		return element.getTagName().endsWith("ThreadGroup") || element.getAttribute("testclass").endsWith("ThreadGroup");
	}

	public static boolean isThinkTimeTimer(Element element) {
		String kind = element.getTagName();
		return kind.endsWith("Timer") && !NOT_THINK_TIME.contains(kind);
	}

	/** The direct property child named {@code name}, or null. */
	public static Element prop(Element element, String name) {
		for (Node n = element.getFirstChild(); n != null; n = n.getNextSibling()) {
			if (n instanceof Element e && e.getTagName().endsWith("Prop") && name.equals(e.getAttribute("name"))) {
				return e;
			}
		}
		return null;
	}

	/** The text of a simple property, "" when absent. */
	public static String value(Element element, String name) {
		Element p = prop(element, name);
		return p == null ? "" : p.getTextContent().strip();
	}

	/** Sets (or adds) a {@code stringProp}; an {@code intProp} of that name becomes a {@code stringProp}. */
	public static void setString(Element element, String name, String value) {
		set(element, "stringProp", name, value);
	}

	public static void setBool(Element element, String name, boolean value) {
		set(element, "boolProp", name, Boolean.toString(value));
	}

	private static void set(Element element, String kind, String name, String value) {
		Element replacement = element.getOwnerDocument().createElement(kind);
		replacement.setAttribute("name", name);
		replacement.setTextContent(value);
		Element old = prop(element, name);
		if (old == null) {
			element.appendChild(replacement);
		} else {
			element.replaceChild(replacement, old);
		}
	}
}
