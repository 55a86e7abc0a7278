package dyno.profile;

/**
 * One of JMC's automated analysis rules applied to a recording.
 *
 * @param id          the rule's id ({@code GcPressure}, {@code HighJvmCpu} ...)
 * @param name        its name in words
 * @param score       0..100: below 25 ok, from 25 info, from 75 warning (JMC's limits)
 * @param severity    {@value #OK}, {@value #INFO} or {@value #WARNING}
 * @param summary     one line, plain text
 * @param explanation why it matters and what to do, plain text; may be empty
 */
public record RuleResult(String id, String name, int score, String severity, String summary, String explanation) {

	public static final String OK = "ok";
	public static final String INFO = "info";
	public static final String WARNING = "warning";

	/** Whether the rule found something worth a look (info or warning). */
	public boolean isHint() {
		return !OK.equals(severity);
	}
}
