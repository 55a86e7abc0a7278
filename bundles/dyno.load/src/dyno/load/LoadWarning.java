package dyno.load;

/** A warning from the tuning literature, with the numbers that triggered it in its message. */
public record LoadWarning(Severity severity, String id, String message) {

	public enum Severity {
		INFO, WARNING
	}
}
