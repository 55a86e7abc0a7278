package dyno.jvm.ui.internal.heap;

import java.util.Map;

import dyno.jvm.JvmInfo;

/** What a JVM is and how it was started, as text: JDK, uptime, command line, flags, properties. */
final class JvmInfoText {

	private JvmInfoText() {
	}

	static String describe(JvmInfo i) {
		StringBuilder b = new StringBuilder();
		b.append("JDK:           ").append(i.javaVersion()).append('\n');
		b.append("VM:            ").append(i.vmName()).append('\n');
		long s = i.uptime().toSeconds();
		b.append("Uptime:        ").append(String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)).append('\n');
		b.append("Command line:  ").append(i.commandLine()).append('\n');
		b.append("JVM arguments: ").append(i.jvmArguments()).append('\n');
		b.append("Flags:         ").append(i.flags()).append("\n\nSystem properties (as the transport publishes them):\n");
		for (Map.Entry<String, String> p : new java.util.TreeMap<>(i.systemProperties()).entrySet()) {
			b.append("  ").append(p.getKey()).append(" = ").append(p.getValue()).append('\n');
		}
		return b.toString();
	}
}
