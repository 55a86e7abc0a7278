package dyno.load.ui.internal.launch;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

import dyno.jvm.JvmDiscovery;
import dyno.jvm.RunningJvm;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;

/**
 * The watched JVM of a configuration at launch time. A local pid is only valid until its JVM restarts, and an
 * application server under test restarts often: when the saved pid has ended, the one local JVM running the
 * same main class is watched instead.
 */
final class WatchedJvm {

	private WatchedJvm() {
	}

	/** The problem of a configured target token, null when it is blank or a valid target. */
	static String problem(String token) {
		try {
			if (!token.isBlank()) {
				TargetCodec.decode(token);
			}
			return null;
		} catch (IllegalArgumentException e) {
			return "The watched JVM is not valid (" + e.getMessage() + "): choose it again on the Watch tab.";
		}
	}

	/** The JVM to watch; empty when none is configured. The IOException says why a configured one cannot be found. */
	static Optional<Target> resolve(String token, String mainClass) throws IOException {
		if (token.isBlank()) {
			return Optional.empty();
		}
		Target t = TargetCodec.decode(token);
		if (!(t instanceof Target.Local local) || ProcessHandle.of(local.pid()).map(ProcessHandle::isAlive).orElse(false)) {
			return Optional.of(t);
		}
		if (mainClass.isBlank()) {
			throw new IOException("The watched JVM (pid " + local.pid() + ") is not running: choose it again on the Watch tab.");
		}
		List<RunningJvm> same = JvmDiscovery.local().list().stream().filter(j -> !j.self() && j.mainClass().equals(mainClass)).toList();
		if (same.size() != 1) {
			throw new IOException("The watched JVM (pid " + local.pid() + ", " + mainClass + ") is not running, and "
					+ (same.isEmpty() ? "no" : same.size()) + " local JVMs run " + mainClass
					+ ": start it, or choose the JVM on the Watch tab.");
		}
		return Optional.of(new Target.Local(same.get(0).pid()));
	}
}
