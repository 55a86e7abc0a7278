package dyno.jboss.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.emf.ecore.util.EcoreUtil;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.internal.FlagBinding;
import dyno.jboss.model.internal.PropertiesBinding;
import dyno.jboss.model.internal.XmlBinding;

/**
 * The EMF model of one configuration file, bound both ways to its format-preserving document: {@link #bind} reads
 * the tunable values into EObjects of the file kind's {@link ConfigModels package} (an absent value is unset, so
 * {@code eIsSet} is false and the {@link Tuning#defaultValue} applies); {@code eSet}/{@code eUnset} on those
 * objects edit the document with its minimal byte changes; {@link #refresh()} re-reads them after the document was
 * edited directly (e.g. in a Source tab). Objects keep their identity across refreshes as long as their position
 * among their siblings does, so editors and markers holding them stay valid.
 *
 * <p>Not thread-safe: use a bound model from one thread at a time (the editor's, or the linter's).
 */
public final class BoundModel {

	private final ConfigFile file;
	private final EPackage ePackage;
	private final Map<EObject, XmlElement> elements = new IdentityHashMap<>();
	/** The names of the objects of a properties file (the {@code *} of their keys). */
	private final Map<EObject, String> names = new IdentityHashMap<>();
	private final Map<EObject, Map<EAttribute, String>> raw = new IdentityHashMap<>();
	private ConfigDocument document;
	private EObject root;
	private boolean loading;

	private BoundModel(ConfigFile file, EPackage ePackage, ConfigDocument document) {
		this.file = file;
		this.ePackage = ePackage;
		this.document = document;
	}

	/**
	 * Reads the model of {@code file} from its document.
	 *
	 * @throws IllegalArgumentException when the file's kind has no model ({@link ConfigModels#packageFor} is empty)
	 *         or the document is not of the type the kind's model binds to
	 */
	public static BoundModel bind(ConfigFile file, ConfigDocument doc) {
		EPackage p = ConfigModels.packageFor(file.kind()).orElseThrow(
				() -> new IllegalArgumentException("no model for " + file.kind().label() + " files: " + file.path()));
		BoundModel m = new BoundModel(file, p, doc);
		m.check(doc);
		m.root = EcoreUtil.create(ConfigModels.rootClass(p));
		m.load();
		m.root.eAdapters().add(m.new DocumentWriter());
		return m;
	}

	/** The file this model is bound to. */
	public ConfigFile file() {
		return file;
	}

	/** The document this model reads and edits. */
	public ConfigDocument document() {
		return document;
	}

	/** The object of the whole file (e.g. {@code Datasources}, {@code JvmOptions}). */
	public EObject root() {
		return root;
	}

	/** Every object of {@code eClass} in the model, in document order. */
	public List<EObject> all(EClass eClass) {
		List<EObject> result = new ArrayList<>();
		if (eClass.isInstance(root)) {
			result.add(root);
		}
		root.eAllContents().forEachRemaining(o -> {
			if (eClass.isInstance(o)) {
				result.add(o);
			}
		});
		return result;
	}

	/** Every object of the class named {@code eClassName} in this file's package; empty for an unknown name. */
	public List<EObject> all(String eClassName) {
		return ePackage.getEClassifier(eClassName) instanceof EClass c ? all(c) : List.of();
	}

	/**
	 * The XML element of {@code object}, for line and column; {@code null} for the JVM options of a script and the
	 * objects of a properties file.
	 */
	public XmlElement elementOf(EObject object) {
		return elements.get(object);
	}

	/** The value of {@code attribute} as written in the file (before typing), when present. */
	public Optional<String> rawValue(EObject object, EAttribute attribute) {
		return Optional.ofNullable(raw.getOrDefault(object, Map.of()).get(attribute));
	}

	/**
	 * The 1-based line where the value of {@code attribute} is written, or where {@code object} starts when the
	 * value is absent; 0 for an absent JVM flag or properties key.
	 */
	public int line(EObject object, EAttribute attribute) {
		if (document instanceof ShellConf shell) {
			return FlagBinding.line(shell.javaOpts(), attribute);
		}
		if (document instanceof PropertiesDocument props) {
			return PropertiesBinding.line(props, names.get(object), attribute);
		}
		XmlElement e = elements.get(object);
		return e == null ? 0 : XmlBinding.holder(e, attribute).line();
	}

	/** Re-reads the model from the (edited) document. */
	public void refresh() {
		load();
	}

	/** Re-reads the model from a new document of the same file, e.g. one re-parsed from a Source tab. */
	public void refresh(ConfigDocument replacement) {
		check(replacement);
		document = replacement;
		load();
	}

	private void check(ConfigDocument doc) {
		boolean fits = switch (Binding.path(ConfigModels.rootClass(ePackage)).orElse("")) {
			case Binding.JAVA_OPTS -> doc instanceof ShellConf;
			case Binding.PROPERTIES -> doc instanceof PropertiesDocument;
			default -> doc instanceof XmlDocument;
		};
		if (!fits) {
			throw new IllegalArgumentException(doc.sourceName() + ": a " + doc.getClass().getSimpleName()
					+ " cannot hold the " + ePackage.getName() + " model of " + file.kind().label() + " files");
		}
	}

	private void load() {
		loading = true;
		try {
			elements.clear();
			names.clear();
			raw.clear();
			if (document instanceof XmlDocument xml) {
				load(root, xml.root());
			} else if (document instanceof PropertiesDocument props) {
				load(root, props, null);
			} else if (document instanceof ShellConf shell) {
				for (EAttribute a : root.eClass().getEAllAttributes()) {
					put(root, a, FlagBinding.read(shell.javaOpts(), a).orElse(null));
				}
			}
		} finally {
			loading = false;
		}
	}

	private void load(EObject object, XmlElement element) {
		elements.put(object, element);
		for (EAttribute a : object.eClass().getEAllAttributes()) {
			put(object, a, XmlBinding.read(element, a).orElse(null));
		}
		for (EReference r : object.eClass().getEAllContainments()) {
			List<XmlElement> found = XmlBinding.instances(element, r.getEReferenceType());
			List<EObject> children = resize(object, r, found.size());
			for (int i = 0; i < found.size(); i++) {
				load(children.get(i), found.get(i));
			}
		}
	}

	private void load(EObject object, PropertiesDocument props, String name) {
		if (name != null) {
			names.put(object, name);
		}
		for (EAttribute a : object.eClass().getEAllAttributes()) {
			put(object, a, PropertiesBinding.read(props, name, a).orElse(null));
		}
		for (EReference r : object.eClass().getEAllContainments()) {
			List<String> found = PropertiesBinding.instances(props, r.getEReferenceType());
			List<EObject> children = resize(object, r, found.size());
			for (int i = 0; i < found.size(); i++) {
				load(children.get(i), props, found.get(i));
			}
		}
	}

	/** The objects of containment {@code r}, as many as {@code size}: those at the same positions are kept. */
	private static List<EObject> resize(EObject object, EReference r, int size) {
		@SuppressWarnings("unchecked")
		EList<EObject> children = (EList<EObject>) object.eGet(r);
		while (children.size() > size) {
			children.remove(children.size() - 1);
		}
		while (children.size() < size) {
			children.add(EcoreUtil.create(r.getEReferenceType()));
		}
		return children;
	}

	private void put(EObject object, EAttribute a, String text) {
		if (text != null) {
			raw.computeIfAbsent(object, o -> new HashMap<>()).put(a, text);
		}
		Optional<Object> value = Values.parse(a, text);
		// read-only attributes (an element's tag) are filled through their setting: eSet refuses them
		var setting = ((InternalEObject) object).eSetting(a);
		if (value.isPresent()) {
			setting.set(value.get());
		} else {
			setting.unset();
		}
	}

	/** Carries each change of an attribute into the document; undoes the change when the document refuses it. */
	private final class DocumentWriter extends EContentAdapter {

		@Override
		public void notifyChanged(Notification n) {
			super.notifyChanged(n);
			if (loading || !(n.getFeature() instanceof EAttribute a) || n.isTouch()
					|| n.getEventType() != Notification.SET && n.getEventType() != Notification.UNSET) {
				return;
			}
			EObject object = (EObject) n.getNotifier();
			String before = rawValue(object, a).orElse(null);
			String text = n.getEventType() == Notification.UNSET || n.getNewValue() == null ? null
					: Values.format(a, n.getNewValue(), before);
			try {
				if (document instanceof ShellConf shell) {
					FlagBinding.write(shell.javaOpts(), a, text);
				} else if (document instanceof PropertiesDocument props && (object == root || names.containsKey(object))) {
					PropertiesBinding.write(props, names.get(object), a, text);
				} else if (elements.containsKey(object)) {
					XmlBinding.write(elements.get(object), a, text);
				} else {
					// objects added to the model have no element yet: add it through the document, then refresh()
					throw new IllegalStateException("this " + object.eClass().getName() + " is not in "
							+ document.sourceName() + ": add its element to the document and refresh the model");
				}
			} catch (RuntimeException e) {
				loading = true;
				try {
					put(object, a, before);
				} finally {
					loading = false;
				}
				throw e;
			}
			if (text == null) {
				raw.getOrDefault(object, new HashMap<>()).remove(a);
			} else {
				raw.computeIfAbsent(object, o -> new HashMap<>()).put(a, text);
			}
		}
	}
}
