package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.model.BoundModel;

/**
 * A quick fix: a label for the user and an edit of the document through its minimal-diff API, so saving after
 * {@link #apply} changes only the bytes of the values it sets. A fix may compute its value from the document it is
 * applied to (e.g. -Xms = the current -Xmx).
 */
public final class Fix {

	private final String label;
	private final Consumer<ConfigDocument> edit;

	private Fix(String label, Consumer<ConfigDocument> edit) {
		this.label = Objects.requireNonNull(label);
		this.edit = Objects.requireNonNull(edit);
	}

	/** A fix with any edit of the document. */
	public static Fix of(String label, Consumer<ConfigDocument> edit) {
		return new Fix(label, edit);
	}

	/**
	 * A fix that edits one element. The element is found again by its position among its siblings, so the fix also
	 * applies to another parse of the same bytes (an editor's copy of the document the linter read).
	 */
	public static Fix onElement(XmlElement element, String label, Consumer<XmlElement> edit) {
		List<Integer> path = new ArrayList<>();
		for (XmlElement e = element; e.parent() != null; e = e.parent()) {
			path.add(0, e.parent().children().indexOf(e));
		}
		return new Fix(label, doc -> {
			XmlElement target = ((XmlDocument) doc).root();
			for (int index : path) {
				List<XmlElement> children = target.children();
				if (index < 0 || index >= children.size()) {
					throw new IllegalStateException("the document changed since the finding: " + label);
				}
				target = children.get(index);
			}
			edit.accept(target);
		});
	}

	/**
	 * A fix that sets an attribute of a model object (null: unsets it, removing the value from the file); the model's two-way binding turns it into the minimal edit of
	 * the document. The object is found again by its class and position, so the fix also applies to another parse.
	 */
	public static Fix onModel(RuleContext ctx, EObject object, String attribute, Object value) {
		String eClass = object.eClass().getName();
		int index = ctx.model().all(eClass).indexOf(object);
		ConfigFile file = ctx.file();
		return new Fix(value == null ? "remove " + attribute : "set " + attribute + " to " + value, doc -> {
			List<EObject> objects = BoundModel.bind(file, doc).all(eClass);
			if (index < 0 || index >= objects.size()) {
				throw new IllegalStateException("the document changed since the finding: " + eClass + " " + index);
			}
			EObject target = objects.get(index);
			EStructuralFeature feature = target.eClass().getEStructuralFeature(attribute);
			if (value == null) {
				target.eUnset(feature);
			} else {
				target.eSet(feature, value);
			}
		});
	}

	/** Sets a JVM flag of JAVA_OPTS (in place where it is, else appended), e.g. {@code ("-Xms", "1024m")}. */
	public static Fix setJavaOpt(String key, String value) {
		return javaOpts(value == null || value.isEmpty() ? "add " + key : "set " + key + " to " + value,
				opts -> opts.set(key, value));
	}

	/** Sets a JVM flag to a value computed from the flags as they are when the fix is applied. */
	public static Fix setJavaOpt(String label, String key, Function<JavaOpts, String> value) {
		return javaOpts(label, opts -> opts.set(key, value.apply(opts)));
	}

	/** Switches a boolean -XX option on ({@code "UseG1GC"} gives -XX:+UseG1GC), in place if it is there as -XX:-. */
	public static Fix switchOn(String name) {
		return javaOpts("add -XX:+" + name, opts -> opts.set("-XX:" + name, "true"));
	}

	/** Several fixes as one, applied in order (e.g. remove one collector flag, switch another on). */
	public static Fix sequence(String label, Fix... steps) {
		List<Fix> all = List.of(steps);
		return new Fix(label, doc -> all.forEach(f -> f.apply(doc)));
	}

	/** Removes a JVM flag from JAVA_OPTS. */
	public static Fix removeJavaOpt(String key) {
		return javaOpts("remove " + key, opts -> opts.remove(key));
	}

	/** Any edit of the JAVA_OPTS of a run.conf / standalone.conf / .bat. */
	public static Fix javaOpts(String label, Consumer<JavaOpts> edit) {
		return new Fix(label, doc -> {
			if (!(doc instanceof ShellConf conf)) {
				throw new IllegalArgumentException(label + ": not a JVM options file: " + doc.sourceName());
			}
			edit.accept(conf.javaOpts());
		});
	}

	/** What the fix does, e.g. "set -Xms to 1024m". */
	public String label() {
		return label;
	}

	/** Edits the document; save it with {@code ConfigFiles.save} to write the change. */
	public void apply(ConfigDocument doc) {
		edit.accept(doc);
	}

	@Override
	public String toString() {
		return "Fix[" + label + "]";
	}
}
