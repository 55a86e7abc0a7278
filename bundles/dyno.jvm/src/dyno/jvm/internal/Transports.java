package dyno.jvm.internal;

import java.io.IOException;

import dyno.jvm.Target;

/** Opens the right {@link JvmSource} for a target. */
public final class Transports {

	private Transports() {
	}

	/** @param password for a JMX agent with authentication, null otherwise */
	public static JvmSource open(Target target, char[] password) throws IOException {
		return switch (target) {
		case Target.Local local -> new LocalSource(JvmstatSource.local(local.pid()), local.pid());
		case Target.LocalJmx local -> JmxSource.open(local, true);
		case Target.Jstatd jstatd -> JvmstatSource.jstatd(jstatd.host(), jstatd.port(), jstatd.pid());
		case Target.Jmx jmx -> JmxSource.open(jmx, password);
		};
	}
}
