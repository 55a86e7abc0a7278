package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dyno.jboss.ConfigFile;

/**
 * What a rule found in a file: the places (1-based line and column, 0 when the finding is about the file as a
 * whole, e.g. a flag that is missing), each with its message and, where the rule knows one, a fix. A check reports
 * one place a finding; a report {@link #group groups} the places of one rule in one file into one finding, so that
 * a rule that fires on every appender of a log4j file is told once, with its places listed.
 */
public record Finding(Rule rule, ConfigFile file, List<Place> places) {

	/** One place of a finding: where, the message there (the rule's message and the detail of this place), the fix. */
	public record Place(int line, int column, String message, Optional<Fix> fix) {
	}

	public Finding {
		if (places.isEmpty()) {
			throw new IllegalArgumentException("a finding of " + rule.id() + " without a place");
		}
		places = List.copyOf(places);
	}

	/** A finding at one place. */
	public Finding(Rule rule, ConfigFile file, int line, int column, String message, Optional<Fix> fix) {
		this(rule, file, List.of(new Place(line, column, message, fix)));
	}

	public Severity severity() {
		return rule.severity();
	}

	/** The line of the first place. */
	public int line() {
		return places.get(0).line();
	}

	/** The column of the first place. */
	public int column() {
		return places.get(0).column();
	}

	/**
	 * The message of a one-place finding; of several places, the rule's message and how many, then each place's
	 * line and detail: "the log file is flushed after every event (3 places: 12 appender FILE; 30 appender X; …)".
	 */
	public String message() {
		if (places.size() == 1) {
			return places.get(0).message();
		}
		List<String> each = new ArrayList<>();
		for (Place p : places) {
			String detail = detail(p);
			each.add(p.line() > 0 ? p.line() + (detail.isEmpty() ? "" : " " + detail) : detail);
		}
		return rule.message() + " (" + places.size() + " places: " + String.join("; ", each) + ")";
	}

	/** What a place's message adds to the rule's message (the whole message when it does not start with it). */
	private String detail(Place p) {
		String m = p.message();
		String prefix = rule.message() + ": ";
		return m.startsWith(prefix) ? m.substring(prefix.length()) : m.equals(rule.message()) ? "" : m;
	}

	/**
	 * The fix of a one-place finding; of several, one fix that applies each place's fix, the last place first (so
	 * that removing an element does not move those still to fix), when every place has one.
	 */
	public Optional<Fix> fix() {
		if (places.size() == 1) {
			return places.get(0).fix();
		}
		if (!places.stream().allMatch(p -> p.fix().isPresent())) {
			return Optional.empty();
		}
		List<Fix> lastFirst = new ArrayList<>(places.stream().map(p -> p.fix().get()).toList());
		Collections.reverse(lastFirst);
		List<String> labels = lastFirst.stream().map(Fix::label).distinct().toList();
		String label = labels.size() == 1 ? labels.get(0) + " at " + places.size() + " places"
				: String.join("; ", labels.reversed());
		return Optional.of(Fix.sequence(label, lastFirst.toArray(Fix[]::new)));
	}

	/**
	 * The findings with those of one rule in one file made one, its places in line order; the first
	 * finding of each rule and file keeps its position in the list.
	 */
	public static List<Finding> group(List<Finding> findings) {
		Map<String, List<Finding>> byRuleAndFile = new LinkedHashMap<>();
		for (Finding f : findings) {
			byRuleAndFile.computeIfAbsent(f.rule().id() + "\n" + f.file().path(), k -> new ArrayList<>()).add(f);
		}
		List<Finding> grouped = new ArrayList<>();
		for (List<Finding> same : byRuleAndFile.values()) {
			Finding first = same.get(0);
			grouped.add(same.size() == 1 ? first
					: new Finding(first.rule(), first.file(), same.stream().flatMap(f -> f.places().stream())
							.sorted(Comparator.comparingInt(Place::line).thenComparingInt(Place::column)).toList()));
		}
		return grouped;
	}
}
