package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import dyno.jboss.FileKind;
import dyno.jboss.ServerVersion;

/**
 * One tuning rule: which file kinds and server versions it applies to, how much it matters, what it says and why
 * (in our own words, with the measured figure where the reference has one), the live inputs it can weigh, and the
 * check that finds the places it is about. Built with {@link #builder}; the check is a lambda:
 *
 * <pre>
 * Rule.builder("jvm.heap.xms_equals_xmx").appliesTo(FileKind.RUN_CONF).severity(Severity.INFO)
 * 		.message("initial heap differs from the maximum").rationale("...")
 * 		.check((ctx, report) -&gt; ...report.atLine(line, detail, fix)...).build();
 * </pre>
 */
public final class Rule {

	/** The condition of a rule: looks at the context's document (or model) and reports what it finds. */
	@FunctionalInterface
	public interface Check {
		void check(RuleContext ctx, Reporter report);
	}

	/** Versions of one product a rule applies to, both ends inclusive. */
	public record VersionRange(ServerVersion from, ServerVersion to) {
	}

	private final String id;
	private final Set<FileKind> appliesTo;
	private final List<VersionRange> versions;
	private final Severity severity;
	private final String message;
	private final String rationale;
	private final Set<LiveInput> liveInputs;
	private final String checks;
	private final String measured;
	private final String advice;
	private final List<String> referenceRows;
	private final Check check;

	private Rule(Builder b) {
		id = b.id;
		appliesTo = Set.copyOf(b.appliesTo);
		versions = List.copyOf(b.versions);
		severity = b.severity;
		message = b.message;
		rationale = b.rationale;
		liveInputs = Set.copyOf(b.liveInputs);
		checks = b.checks == null ? b.message : b.checks;
		measured = b.measured == null ? "" : b.measured;
		advice = b.advice == null ? "" : b.advice;
		referenceRows = b.referenceRows == null ? List.of(b.id) : List.copyOf(b.referenceRows);
		check = b.check;
	}

	/** Starts a rule; {@code id} is the reference's id where there is one, e.g. {@code jvm.heap.xmx}. */
	public static Builder builder(String id) {
		return new Builder(id);
	}

	public String id() {
		return id;
	}

	public Set<FileKind> appliesTo() {
		return appliesTo;
	}

	/** The version ranges it is limited to; empty = every version of every product. */
	public List<VersionRange> versions() {
		return versions;
	}

	public Severity severity() {
		return severity;
	}

	/** One line: what is wrong or worth a look. */
	public String message() {
		return message;
	}

	/** Why it matters and what to do, with the measured figure where there is one. */
	public String rationale() {
		return rationale;
	}

	public Set<LiveInput> liveInputs() {
		return liveInputs;
	}

	/** Whether the rule weighs measurements of a running server ({@link #liveInputs()}) against the file. */
	public boolean liveAware() {
		return !liveInputs.isEmpty();
	}

	/** What the rule looks at, for the rule reference, e.g. "-Xms against -Xmx in JAVA_OPTS"; the message if not set. */
	public String checks() {
		return checks;
	}

	/**
	 * The figure the source measured that backs the rule, e.g. "100.2 vs 218.1 requests/s with and without the
	 * console appender (book, ch. 4)"; empty when the source measured none.
	 */
	public String measured() {
		return measured;
	}

	/** What to change, in one or two sentences, for the rule reference; empty when the rationale says it. */
	public String advice() {
		return advice;
	}

	/**
	 * The ids of the rows of the tuning reference ({@code tuning-facts-*.yaml}) the rule carries out; by default its
	 * own id, as rules take the reference's id; empty for a rule of Dyno's own (or an organisation's).
	 */
	public List<String> referenceRows() {
		return referenceRows;
	}

	/**
	 * Whether the rule applies to a file of this kind on this server version. A version that could not be detected
	 * ({@code major == 0}) gets every rule of its kind: better a hint too many than a silent miss.
	 */
	public boolean appliesTo(FileKind kind, ServerVersion version) {
		if (!appliesTo.contains(kind)) {
			return false;
		}
		if (versions.isEmpty() || version == null || version.major() == 0) {
			return true;
		}
		for (VersionRange r : versions) {
			if (r.from().product() == version.product() && version.within(r.from(), r.to())) {
				return true;
			}
		}
		return false;
	}

	/** Runs the check on one document; the findings carry this rule. */
	public List<Finding> check(RuleContext ctx) {
		Reporter report = new Reporter(this, ctx);
		check.check(ctx, report);
		return report.findings();
	}

	@Override
	public String toString() {
		return id;
	}

	/** Fluent builder; {@link #build} checks that id, kinds, severity, message, rationale and check are there. */
	public static final class Builder {

		private final String id;
		private final Set<FileKind> appliesTo = EnumSet.noneOf(FileKind.class);
		private final List<VersionRange> versions = new ArrayList<>();
		private Severity severity;
		private String message;
		private String rationale;
		private final Set<LiveInput> liveInputs = EnumSet.noneOf(LiveInput.class);
		private String checks;
		private String measured;
		private String advice;
		private List<String> referenceRows;
		private Check check;

		private Builder(String id) {
			this.id = Objects.requireNonNull(id);
		}

		public Builder appliesTo(FileKind first, FileKind... more) {
			appliesTo.add(first);
			appliesTo.addAll(List.of(more));
			return this;
		}

		/** Limits the rule to these versions of {@code from}'s product; call once per product. */
		public Builder versions(ServerVersion from, ServerVersion to) {
			if (from.product() != to.product()) {
				throw new IllegalArgumentException(id + ": a version range spans one product: " + from + " .. " + to);
			}
			versions.add(new VersionRange(from, to));
			return this;
		}

		public Builder severity(Severity s) {
			severity = s;
			return this;
		}

		public Builder message(String text) {
			message = text;
			return this;
		}

		public Builder rationale(String text) {
			rationale = text;
			return this;
		}

		public Builder live(LiveInput first, LiveInput... more) {
			liveInputs.add(first);
			liveInputs.addAll(List.of(more));
			return this;
		}

		/** What the rule looks at (the rule reference's "checks" column); defaults to the message. */
		public Builder checks(String text) {
			checks = text;
			return this;
		}

		/** The source's measured figure behind the rule, with where it comes from; none by default. */
		public Builder measured(String text) {
			measured = text;
			return this;
		}

		/** What to change (the rule reference's "fix" column); by default the reference points at the rationale. */
		public Builder advice(String text) {
			advice = text;
			return this;
		}

		/**
		 * The reference rows the rule carries out when they are not (only) its own id; {@code reference()} with no
		 * row marks a rule of Dyno's own that no reference row backs.
		 */
		public Builder reference(String... rowIds) {
			referenceRows = List.of(rowIds);
			return this;
		}

		public Builder check(Check c) {
			check = c;
			return this;
		}

		public Rule build() {
			if (appliesTo.isEmpty() || severity == null || message == null || rationale == null || check == null) {
				throw new IllegalStateException("rule " + id + " needs file kinds, severity, message, rationale and a check");
			}
			return new Rule(this);
		}
	}
}
