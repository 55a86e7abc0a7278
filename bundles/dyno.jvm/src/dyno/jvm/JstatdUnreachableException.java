package dyno.jvm;

import java.io.IOException;

/**
 * A jstatd host that could not be reached or used. The message says it in full ("cannot reach jstatd at host:port:
 * connection refused: is jstatd running there…"); {@link #headline()} puts the cause first, for a row or label
 * that shows only its beginning.
 */
public final class JstatdUnreachableException extends IOException {

	private static final long serialVersionUID = 1L;

	private final String address;
	private final String reason;
	private final String advice;

	/**
	 * @param address host:port of jstatd's registry
	 * @param reason  the cause in a few words ("connection refused", "unknown host")
	 * @param advice  what to check, or null
	 */
	public JstatdUnreachableException(String verb, String address, String reason, String advice, Throwable cause) {
		super(verb + " jstatd at " + address + ": " + reason + (advice == null ? "" : ": " + advice), cause);
		this.address = address;
		this.reason = reason;
		this.advice = advice;
	}

	/** "Could not connect: connection refused at 127.0.0.1:1099 (is jstatd running there, and is the port right?)". */
	public String headline() {
		return "Could not connect: " + reason + " at " + address + (advice == null ? "" : " (" + advice + ")");
	}
}
