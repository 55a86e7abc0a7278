package dyno.jvm;

/**
 * A running JVM as jvmstat sees it (on this machine or on a jstatd host), without attaching to it.
 *
 * @param pid         process id
 * @param mainClass   fully qualified main class, the jar's file name for {@code java -jar}, the source file's name for
 *                    {@code java Foo.java}; "?" when unknown
 * @param javaVersion the JVM's {@code java.version}, e.g. "17.0.15"; "?" when unknown
 * @param vmName      the JVM's {@code java.vm.name}
 * @param commandLine main class or jar followed by the program's arguments
 * @param self        whether this is the JVM Dyno itself runs in (never for a remote host)
 */
public record RunningJvm(long pid, String mainClass, String javaVersion, String vmName, String commandLine,
		boolean self) {

	/** The feature release (8, 17, 25 ...) parsed from {@link #javaVersion()}, or 0 when unknown. */
	public int javaFeature() {
		String v = javaVersion.startsWith("1.") ? javaVersion.substring(2) : javaVersion;
		int end = 0;
		while (end < v.length() && Character.isDigit(v.charAt(end))) {
			end++;
		}
		return end == 0 ? 0 : Integer.parseInt(v.substring(0, end));
	}
}
