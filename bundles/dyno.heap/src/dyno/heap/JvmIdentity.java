package dyno.heap;

import java.io.IOException;

import dyno.jvm.JvmConnection;
import dyno.jvm.JvmInfo;
import dyno.jvm.Target;

/**
 * Which JVM a snapshot is of. A pid is reused by later processes, so the start time is part of the identity.
 *
 * @param host      {@code localhost}, the jstatd host, the JMX address ({@code host:port}), or {@code imported}
 * @param pid       the process id; -1 when the transport does not tell it (remote JMX) or the source is a file
 * @param mainClass the main class or jar as the JVM reports its command (without arguments)
 * @param jdk       {@code java.version}, {@code ""} when unknown
 * @param startTime when the JVM started, epoch milliseconds rounded to the second (it is computed from the
 *                  JVM's uptime, which moves by a few milliseconds between two readings); 0 when unknown
 */
public record JvmIdentity(String host, long pid, String mainClass, String jdk, long startTime) {

	/** Two readings of one JVM's start time differ by the time between the calls; more means another JVM. */
	static final long START_TOLERANCE_MILLIS = 2_000;

	public JvmIdentity {
		host = host == null ? "" : host;
		mainClass = mainClass == null ? "" : mainClass;
		jdk = jdk == null ? "" : jdk;
	}

	/** The identity of the JVM behind a live connection (one {@link JvmConnection#info()} call). */
	public static JvmIdentity of(JvmConnection connection) throws IOException {
		JvmInfo info = connection.info();
		long started = System.currentTimeMillis() - info.uptime().toMillis();
		return new JvmIdentity(host(connection.target()), pid(connection.target()), mainClass(info.commandLine()),
				info.javaVersion(), info.uptime().isZero() ? 0 : Math.round(started / 1000.0) * 1000);
	}

	/** An identity for a histogram read from a file whose JVM is not known: the file name stands for it. */
	public static JvmIdentity ofFile(String fileName, long pid) {
		return new JvmIdentity("imported", pid, fileName, "", 0);
	}

	/**
	 * A file-system-safe folder name, e.g. {@code localhost-1234-dyno.samples.Leaky-1795000000000}: letters,
	 * digits, dots and dashes only; everything else becomes {@code _}.
	 */
	public String key() {
		return safe(host) + "-" + pid + "-" + safe(mainClass.isEmpty() ? "unknown" : mainClass) + "-" + startTime;
	}

	/** Whether both name the same JVM: same host, pid and main class, start times within the reading error. */
	public boolean sameJvm(JvmIdentity other) {
		return host.equals(other.host) && pid == other.pid && mainClass.equals(other.mainClass)
				&& Math.abs(startTime - other.startTime) <= START_TOLERANCE_MILLIS;
	}

	/** For messages: {@code dyno.samples.Leaky (pid 1234 on localhost, JDK 25.0.1)}. */
	public String label() {
		StringBuilder s = new StringBuilder(mainClass.isEmpty() ? "unknown JVM" : mainClass).append(" (");
		s.append(pid >= 0 ? "pid " + pid + " on " : "").append(host);
		return s.append(jdk.isEmpty() ? "" : ", JDK " + jdk).append(')').toString();
	}

	static String safe(String s) {
		String cleaned = s.replaceAll("[^A-Za-z0-9.\\-]", "_");
		// A leading dot would hide the folder; an overlong name fails on some file systems.
		cleaned = cleaned.startsWith(".") ? "_" + cleaned.substring(1) : cleaned;
		return cleaned.length() > 80 ? cleaned.substring(0, 80) : cleaned;
	}

	private static String host(Target target) {
		return switch (target) {
		case Target.Local l -> "localhost";
		case Target.LocalJmx l -> "localhost";
		case Target.Jstatd j -> j.host();
		case Target.Jmx j -> j.address();
		};
	}

	private static long pid(Target target) {
		return switch (target) {
		case Target.Local l -> l.pid();
		case Target.LocalJmx l -> l.pid();
		case Target.Jstatd j -> j.pid();
		case Target.Jmx j -> -1;
		};
	}

	/** The command's first word: the main class, or the jar ({@code -jar app.jar} reports the jar). */
	private static String mainClass(String commandLine) {
		String command = commandLine == null ? "" : commandLine.strip();
		int space = command.indexOf(' ');
		return space < 0 ? command : command.substring(0, space);
	}
}
