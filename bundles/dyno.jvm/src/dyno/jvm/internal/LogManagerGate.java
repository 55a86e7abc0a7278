package dyno.jvm.internal;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.sun.tools.attach.VirtualMachine;

import dyno.jvm.JvmBootingException;

/**
 * Keeps Dyno's management agent out of a JVM until that JVM has installed its own {@code java.util.logging} manager.
 * <p>
 * JBoss Modules (WildFly, JBoss AS 7+, EAP) sets {@code java.util.logging.manager} to
 * {@value #JBOSS_LOG_MANAGER} in its main method and then initializes java.util.logging; a JVM started with
 * {@code -Djava.util.logging.manager=...} initializes it with that class whenever it is first used. The JDK's
 * management agent, started through the attach API before that moment, can be the first to touch java.util.logging
 * (its RMI connector logs): the JDK's own manager is then installed for good, and WildFly fails to boot (WFLYLOG0078,
 * WFLYSRV0056). Reproduced with WildFly 39 whose main was held back 3 s by a premain (as an APM agent may hold it):
 * an agent started in that window broke its boot, an attach alone never did. A cold machine widens the same window.
 * <p>
 * So the gate only attaches: it reads the JVM's command line (its agent properties) and asks HotSpot, through the
 * {@code VM.class_hierarchy} diagnostic command (native: no Java code of the target runs), whether the manager class
 * is loaded yet.
 */
final class LogManagerGate {

	static final String JBOSS_LOG_MANAGER = "org.jboss.logmanager.LogManager";
	/**
	 * A JVM that has still not loaded its manager this long after its start is taken never to: an application that
	 * names a manager but never logs through java.util.logging. JBoss Modules installs its own within seconds.
	 */
	static final Duration GIVE_UP = Duration.ofMinutes(2);

	private static final Pattern PROPERTY = Pattern.compile("-Djava\\.util\\.logging\\.manager=([\\w.$]+)");
	/** JBoss Modules' main, as a jar ({@code -jar .../jboss-modules.jar}) or as the class. */
	private static final Pattern JBOSS_MODULES = Pattern.compile("^(\\S*/)?jboss-modules\\.jar(\\s|$)|^org\\.jboss\\.modules\\.Main(\\s|$)");

	private LogManagerGate() {
	}

	/**
	 * The java.util.logging manager class a JVM will install, from its JVM arguments and its command (main class or
	 * jar, then the program's arguments): the one named by {@code -Djava.util.logging.manager}, else JBoss
	 * Modules' for a JVM that runs JBoss Modules; empty for a JVM that keeps the JDK's manager.
	 */
	static Optional<String> manager(String jvmArguments, String command) {
		Matcher named = PROPERTY.matcher(jvmArguments);
		String last = null;
		while (named.find()) {
			last = named.group(1); // the last -D wins, as the JVM's own parsing does
		}
		if (last != null) {
			return Optional.of(last);
		}
		return JBOSS_MODULES.matcher(command.strip()).find() ? Optional.of(JBOSS_LOG_MANAGER) : Optional.empty();
	}

	/**
	 * Returns when the attached JVM may be given a management agent; throws {@link JvmBootingException} while it
	 * has not installed the log manager it will use.
	 */
	static void check(VirtualMachine vm, long pid) throws IOException {
		Properties agent = vm.getAgentProperties();
		Optional<String> manager = manager(agent.getProperty("sun.jvm.args", ""),
				agent.getProperty("sun.java.command", ""));
		if (manager.isEmpty()) {
			return;
		}
		Optional<Boolean> loaded = loaded(vm, manager.get());
		if (loaded.orElse(false) || age(pid).compareTo(GIVE_UP) >= 0) {
			return;
		}
		throw new JvmBootingException("JVM " + pid + " has not installed its log manager " + manager.get()
				+ " yet (a server still booting): Dyno connects over JMX once it has, since a management agent "
				+ "started earlier would make the server fail to boot"
				+ (loaded.isPresent() ? "" : "; this Dyno cannot ask the JVM, so it waits until the JVM has run "
						+ GIVE_UP.toMinutes() + " minutes (run Dyno with "
						+ "--add-exports=jdk.attach/sun.tools.attach=ALL-UNNAMED to be told as soon as it has)"));
	}

	/** Whether the JVM has loaded {@code className}; empty when it cannot be asked. */
	private static Optional<Boolean> loaded(VirtualMachine vm, String className) throws IOException {
		Method jcmd;
		try {
			// HotSpot's attach implementation runs diagnostic commands; its package is exported by Dyno's launch flags.
			jcmd = vm.getClass().getMethod("executeJCmd", String.class);
		} catch (NoSuchMethodException e) {
			return Optional.empty();
		}
		try (InputStream out = (InputStream) jcmd.invoke(vm, "VM.class_hierarchy " + className)) {
			return Optional.of(new String(out.readAllBytes(), StandardCharsets.UTF_8).contains(className + "/"));
		} catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
			return Optional.empty(); // not exported to Dyno, or a JVM without the command (before JDK 10)
		}
	}

	private static Duration age(long pid) {
		return ProcessHandle.of(pid).flatMap(p -> p.info().startInstant())
				.map(start -> Duration.between(start, Instant.now())).orElse(GIVE_UP);
	}
}
