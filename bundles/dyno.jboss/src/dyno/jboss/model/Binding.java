package dyno.jboss.model;

import java.util.Optional;

import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EModelElement;

/**
 * Where a model element lives in its document: the EAnnotation with source {@link #SOURCE} on every EClass and
 * EAttribute of the {@link ConfigModels}. {@link BoundModel} reads and writes the documents only through these
 * details, so a rule or editor can also use them to point at the exact place of a value.
 *
 * <p>On an EClass:
 * <ul>
 * <li>{@link #PATH}: where its instances are, relative to the element of the containing object (the document's root
 * element for the top classes), in {@code XmlElement.select} syntax; {@code ""} is that element itself;
 * {@value #JAVA_OPTS} for the JVM flags of a shell script; {@value #PROPERTIES} for the root of a properties file,
 * and for its other classes a key prefix with {@code *} for the object's name (e.g. {@code worker.*}: one object
 * per name {@code n} of a key {@code worker.n.something}).</li>
 * <li>{@link #LIST} (optional, properties classes): a key whose comma-separated value names more objects (e.g.
 * {@code worker.list}).</li>
 * <li>{@link #NAMESPACE} (optional): a text the element's namespace URI must contain, e.g. {@code :undertow:} for a
 * WildFly subsystem whatever its schema version.</li>
 * <li>{@link #MATCH} (optional): a regular expression the element's text must contain, e.g. the {@code @Pool}
 * annotation among the {@code <annotation>} elements of ejb3-interceptors-aop.xml. For a properties class it is
 * {@code suffix=regex}: the value of the object's key {@code suffix} (empty when absent) must contain the expression,
 * e.g. {@code type=^lb$} for the load balancers among mod_jk's workers.</li>
 * </ul>
 * On an EAttribute exactly one of:
 * <ul>
 * <li>{@link #XML}: a path from the object's element: {@code @name} its attribute, {@code .} its own text,
 * {@code child} or {@code a/b} a descendant's text, {@code property[@name='x']} a JBoss bean property,
 * {@code attribute[@name='X']} an MBean attribute, {@code param[@name='X']/@value} an attribute of a descendant,
 * {@code ../@name} an attribute of the parent element (read-only). With {@link #REGEX} the value is the first group
 * of that expression inside the text found at the path.</li>
 * <li>{@link #FLAG}: JVM flag keys of {@code JavaOpts}, comma-separated; the first is the one written, all are
 * read (the last present wins). For an EEnum attribute the literals carry the flag each stands for.</li>
 * <li>{@link #KEY}: a properties key; {@code *} stands for the object's name (e.g.
 * {@code worker.*.socket_timeout}).</li>
 * <li>{@link #NAME}: the name of a properties object, the {@code *} of its keys (read-only).</li>
 * <li>{@link #TAG}: the element's local name, mapped to an EEnum literal whose own binding has the same
 * {@link #TAG} (read-only).</li>
 * </ul>
 */
public final class Binding {

	/** The EAnnotation source of the document bindings. */
	public static final String SOURCE = "http://dyno/binding";
	/** EClass: where its instances are, relative to the containing object's element. */
	public static final String PATH = "path";
	/** EClass: a text the instances' namespace URI must contain. */
	public static final String NAMESPACE = "namespace";
	/** EClass: a regular expression the instances' text must contain. */
	public static final String MATCH = "match";
	/** EAttribute: path of the value from the object's element. */
	public static final String XML = "xml";
	/** EAttribute: regular expression whose first group is the value inside the text at {@link #XML}. */
	public static final String REGEX = "regex";
	/** EAttribute and EEnumLiteral: JVM flag key(s). */
	public static final String FLAG = "flag";
	/** EAttribute: properties key, {@code *} for the object's name. */
	public static final String KEY = "key";
	/** EAttribute: the object's name among the keys of a properties file (any value). */
	public static final String NAME = "name";
	/** EClass of a properties file: a key whose comma-separated value names objects. */
	public static final String LIST = "list";
	/** EAttribute and EEnumLiteral: the element's local name. */
	public static final String TAG = "tag";
	/** {@link #PATH} of the JVM options of run.conf / standalone.conf(.bat). */
	public static final String JAVA_OPTS = "JAVA_OPTS";
	/** {@link #PATH} of the root of a properties file. */
	public static final String PROPERTIES = "PROPERTIES";

	private Binding() {
	}

	/** One detail of the binding annotation, empty when the element has no such annotation or detail. */
	public static Optional<String> detail(EModelElement element, String key) {
		EAnnotation a = element.getEAnnotation(SOURCE);
		return a == null ? Optional.empty() : Optional.ofNullable(a.getDetails().get(key));
	}

	/** The {@link #PATH} of an EClass. */
	public static Optional<String> path(EModelElement eClass) {
		return detail(eClass, PATH);
	}

	/** The {@link #XML} path of an EAttribute. */
	public static Optional<String> xml(EModelElement attribute) {
		return detail(attribute, XML);
	}

	/** The {@link #KEY} of an EAttribute. */
	public static Optional<String> key(EModelElement attribute) {
		return detail(attribute, KEY);
	}

	/** The first {@link #FLAG} key of an EAttribute or EEnumLiteral, the one written. */
	public static Optional<String> flag(EModelElement element) {
		return detail(element, FLAG).map(f -> f.split(",")[0]);
	}
}
