package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import dyno.jboss.ConfigFile;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.model.BoundModel;
import dyno.jboss.model.ConfigModels;
import dyno.jboss.model.Tuning;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Fix;

/**
 * What "Apply all safe fixes" may apply without asking about each fix, decided in this one place. A fix is
 * <em>safe</em> when, applied to the file as it is on disk:
 * <ol>
 * <li>it only changes quantities of the file's model: numbers whose {@link Tuning#unit} is a count, a size, a time,
 * a percentage or a ratio (not a port; no element added or removed, no name, class, choice or flag changed, no
 * value removed);</li>
 * <li>each new number lies within the bounds its {@link Tuning} annotation states (a value without stated bounds is
 * never safe: nothing says what is sensible);</li>
 * <li>replaying only those number changes on a fresh copy of the file gives the very bytes the fix gave, so the fix
 * touched nothing else.</li>
 * </ol>
 * Whether the server must restart for a change is not part of "safe" (nearly every JBoss value is read at start);
 * the preview says it for each change.
 */
public final class SafeFixes {

	/** The units of quantities a safe fix may set (a port is a number too, but no amount to tune). */
	static final Set<String> QUANTITIES = Set.of("count", "bytes", "ms", "s", "min", "percent",
			"ratio");

	/**
	 * One number a fix changes: the object (its name, and its index among the model's objects in document order),
	 * the attribute, before and after, whether a restart is needed.
	 */
	public record Change(String object, int index, EAttribute attribute, Object after, String wasText, String isText,
			boolean restart) {

		/** "Connector #1 maxThreads: unset (default 200) → 400 (restart)", values as the file writes them. */
		public String text() {
			return object + " " + attribute.getName() + ": " + wasText + " → " + isText + (restart ? " (restart)" : "");
		}
	}

	/** The judgement of one fix: safe with its changes, or why not. */
	public record Verdict(boolean safe, String why, List<Change> changes) {

		static Verdict no(String why) {
			return new Verdict(false, why, List.of());
		}
	}

	/** A finding whose fix is safe, with what it changes. */
	record Candidate(Finding finding, List<Change> changes) {

		String text() {
			return String.join("; ", changes.stream().map(Change::text).toList());
		}
	}

	private SafeFixes() {
	}

	/** The findings of {@code findings} whose fixes are safe, in their order. */
	static List<Candidate> of(List<Finding> findings) throws IOException {
		List<Candidate> out = new ArrayList<>();
		for (Finding f : findings) {
			if (f.fix().isPresent()) {
				Verdict v = judge(f.file(), f.fix().get());
				if (v.safe()) {
					out.add(new Candidate(f, v.changes()));
				}
			}
		}
		return out;
	}

	/** Judges {@code fix} on {@code file} as it is on disk. */
	public static Verdict judge(ConfigFile file, Fix fix) throws IOException {
		if (ConfigModels.packageFor(file.kind()).isEmpty()) {
			return Verdict.no("Dyno has no model of " + file.kind().label() + " files");
		}
		byte[] bytes = Files.readAllBytes(file.path()); // one read: the three documents below are of the same bytes
		BoundModel before = BoundModel.bind(file, ConfigFiles.parse(file, bytes));
		ConfigDocument fixed = ConfigFiles.parse(file, bytes);
		try {
			fix.apply(fixed);
		} catch (RuntimeException e) {
			return Verdict.no("the fix does not apply: " + e.getMessage());
		}
		BoundModel after = BoundModel.bind(file, fixed);
		List<EObject> was = objects(before);
		List<EObject> is = objects(after);
		if (was.size() != is.size()) {
			return Verdict.no("it adds or removes elements");
		}
		List<Change> changes = new ArrayList<>();
		for (int i = 0; i < was.size(); i++) {
			EObject b = was.get(i);
			EObject a = is.get(i);
			if (b.eClass() != a.eClass()) {
				return Verdict.no("it changes the file's structure");
			}
			for (EAttribute attr : b.eClass().getEAllAttributes()) {
				Object vb = b.eIsSet(attr) ? b.eGet(attr) : null;
				Object va = a.eIsSet(attr) ? a.eGet(attr) : null;
				if (Objects.equals(vb, va)) {
					continue;
				}
				String problem = problem(attr, va);
				if (problem != null) {
					return Verdict.no(problem);
				}
				String wasText = before.rawValue(b, attr).orElse("unset"
						+ Tuning.defaultValue(attr).map(d -> " (default " + d + ")").orElse(""));
				String isText = after.rawValue(a, attr).orElse(String.valueOf(va));
				changes.add(new Change(name(before, b), i, attr, va, wasText, isText, Tuning.restartRequired(attr)));
			}
		}
		if (changes.isEmpty()) {
			return Verdict.no("it changes nothing the model holds");
		}
		ConfigDocument replay = ConfigFiles.parse(file, bytes);
		List<EObject> fresh = objects(BoundModel.bind(file, replay));
		for (Change c : changes) {
			fresh.get(c.index()).eSet(c.attribute(), c.after());
		}
		if (!Arrays.equals(replay.toBytes(), fixed.toBytes())) {
			return Verdict.no("it edits more than the numbers it sets");
		}
		return new Verdict(true, "", changes);
	}

	/** Why setting {@code attr} to {@code value} is not safe; null when it is. */
	private static String problem(EAttribute attr, Object value) {
		if (value == null) {
			return "it removes " + attr.getName();
		}
		if (!(value instanceof Number n)) {
			return "it sets " + attr.getName() + ", which is not a number";
		}
		String unit = Tuning.unit(attr).orElse("");
		if (!QUANTITIES.contains(unit)) {
			return "it sets " + attr.getName() + ", a " + unit + " rather than an amount";
		}
		OptionalLong min = Tuning.min(attr);
		OptionalLong max = Tuning.max(attr);
		if (min.isEmpty() || max.isEmpty()) {
			return attr.getName() + " has no stated bounds";
		}
		double v = n.doubleValue();
		if (v < min.getAsLong() || v > max.getAsLong()) {
			return attr.getName() + " = " + value + " is outside " + min.getAsLong() + " … " + max.getAsLong();
		}
		return null;
	}

	/** The root and every object below it, in document order. */
	private static List<EObject> objects(BoundModel model) {
		List<EObject> all = new ArrayList<>();
		all.add(model.root());
		model.root().eAllContents().forEachRemaining(all::add);
		return all;
	}

	/** "Connector #2" (the object's class and its position among the objects of that class). */
	private static String name(BoundModel model, EObject o) {
		List<EObject> same = model.all(o.eClass());
		return same.size() == 1 ? o.eClass().getName() : o.eClass().getName() + " #" + (same.indexOf(o) + 1);
	}
}
