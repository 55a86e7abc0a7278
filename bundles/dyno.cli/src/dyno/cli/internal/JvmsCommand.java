package dyno.cli.internal;

import java.io.PrintStream;
import java.util.List;

import dyno.core.JsonText;
import dyno.jvm.RunningJvm;
import dyno.jvm.JvmDiscovery;

/** {@code ./dyno jvms}: the JVMs running on this machine, as the JVM Explorer shows them. */
final class JvmsCommand implements Command {

	@Override
	public String name() {
		return "jvms";
	}

	@Override
	public String usage() {
		return "[--json]";
	}

	@Override
	public String summary() {
		return "list the JVMs running on this machine (pid, main class or jar, JDK version)";
	}

	@Override
	public int run(List<String> args, PrintStream out, PrintStream err) {
		boolean json = false;
		for (String arg : args) {
			if ("--json".equals(arg)) {
				json = true;
			} else {
				err.println("dyno jvms: unknown option '" + arg + "' (usage: dyno jvms " + usage() + ")");
				return ExitCode.USAGE;
			}
		}
		List<RunningJvm> jvms;
		try {
			jvms = JvmDiscovery.local().list();
		} catch (java.io.IOException e) {
			err.println("dyno jvms: " + e.getMessage());
			return ExitCode.FAILED;
		}
		if (json) {
			printJson(jvms, out);
		} else {
			printTable(jvms, out);
		}
		return ExitCode.OK;
	}

	private static void printTable(List<RunningJvm> jvms, PrintStream out) {
		out.printf("%-8s %-10s %s%n", "PID", "JDK", "MAIN CLASS / JAR");
		for (RunningJvm jvm : jvms) {
			out.printf("%-8d %-10s %s%s%n", jvm.pid(), jvm.javaVersion(), jvm.mainClass(),
					jvm.self() ? "  (this dyno)" : "");
		}
	}

	private static void printJson(List<RunningJvm> jvms, PrintStream out) {
		StringBuilder b = new StringBuilder("[");
		for (int i = 0; i < jvms.size(); i++) {
			RunningJvm jvm = jvms.get(i);
			b.append(i == 0 ? "\n" : ",\n").append("  {\"pid\": ").append(jvm.pid())
					.append(", \"mainClass\": ").append(JsonText.string(jvm.mainClass()))
					.append(", \"javaVersion\": ").append(JsonText.string(jvm.javaVersion()))
					.append(", \"vmName\": ").append(JsonText.string(jvm.vmName()))
					.append(", \"commandLine\": ").append(JsonText.string(jvm.commandLine()))
					.append(", \"self\": ").append(jvm.self()).append('}');
		}
		out.println(b.append(jvms.isEmpty() ? "]" : "\n]"));
	}
}
