package dyno.jvm;

/**
 * The running JVM cannot read jvmstat (the JDK's performance counters of other JVMs). Its message says
 * which part is missing and how to start Dyno so that it works.
 */
public final class JvmstatUnavailableException extends java.io.IOException {

	private static final long serialVersionUID = 1L;

	static final String HOW_TO_FIX = "start Dyno on a full JDK (not a JRE) with the JVM flag "
			+ "--add-exports=jdk.internal.jvmstat/sun.jvmstat.monitor=ALL-UNNAMED (./dyno passes it)";

	public JvmstatUnavailableException(String what, Throwable cause) {
		super(what + ": " + HOW_TO_FIX, cause);
	}
}
