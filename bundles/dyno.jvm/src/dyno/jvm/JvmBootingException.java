package dyno.jvm;

import java.io.IOException;

/**
 * A JVM of this machine that Dyno keeps its JMX away from for now: it has not yet installed the
 * {@code java.util.logging} manager it was started to use (a WildFly booting), and a management agent started now
 * would make it fail to boot. Its jvmstat counters can be read; JMX can once it has booted.
 */
public final class JvmBootingException extends IOException {

	private static final long serialVersionUID = 1L;

	public JvmBootingException(String message) {
		super(message);
	}
}
