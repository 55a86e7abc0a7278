package dyno.ide.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;
import org.eclipse.jdt.launching.IRuntimeClasspathEntry;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import dyno.ide.ProfileWithDyno;
import dyno.jvm.JvmConnection;
import dyno.jvm.Metric;
import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.DynoJvmUi;
import dyno.jvm.ui.connections.Connections;
import dyno.samples.ChildJvm;
import dyno.samples.Waits;

/**
 * Dyno's tool features in an Eclipse IDE (the IDE's application with JDT launching, not the Dyno product): a Java
 * Application configuration launched in the "profile" mode runs the program, which shows up connected in the JVM
 * Explorer with its Heap Generations view and samples flowing; ending it keeps the samples, and the JFR recording
 * the Dyno tab asked for is written.
 */
class ProfileWithDynoTest {

	@Test
	void aProfiledJavaApplicationIsWatchedLiveAndKeepsItsDataWhenItEnds() throws Exception {
		ILaunchConfigurationType javaApp = DebugPlugin.getDefault().getLaunchManager()
				.getLaunchConfigurationType(IJavaLaunchConfigurationConstants.ID_JAVA_APPLICATION);
		ILaunchConfigurationWorkingCopy config = javaApp.newInstance(null, "churn-profiled");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, "dyno.samples.Churn");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROGRAM_ARGUMENTS, "120 1");
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_DEFAULT_CLASSPATH, false);
		IRuntimeClasspathEntry samples = JavaRuntime.newArchiveRuntimeClasspathEntry(IPath.fromOSString(ChildJvm.classPath()));
		samples.setClasspathProperty(IRuntimeClasspathEntry.USER_CLASSES);
		config.setAttribute(IJavaLaunchConfigurationConstants.ATTR_CLASSPATH, List.of(samples.getMemento()));
		config.setAttribute(ProfileWithDyno.ATTR_JFR, true);

		ILaunch launch = config.launch(ProfileWithDyno.MODE, new NullProgressMonitor());
		IProcess process = launch.getProcesses()[0];
		long pid = Long.parseLong(process.getAttribute(IProcess.ATTR_PROCESS_ID));
		Target target = new Target.Local(pid);
		JvmConnection c;
		try {
			Waits.value("the program connected and sampled 5 times in the JVM Explorer",
					() -> connection(target).map(live -> live.state() + ", " + samples(live) + " samples").orElse("none"),
					seen -> connection(target).map(live -> live.state() == JvmConnection.State.LIVE
							&& samples(live) >= 5).orElse(false));
			assertTrue(viewShown(target), "the Heap Generations view of pid " + pid + " is open");
			// Taken while the program runs: the registry lets go of a local JVM's connection once it has ended.
			c = connection(target).orElseThrow();
		} finally {
			launch.terminate();
		}
		Waits.value("the ended program's connection lost", c::state, st -> st == JvmConnection.State.LOST);
		int kept = samples(c);
		assertTrue(kept >= 5, "the samples collected before the end stay: " + kept);
		Path recordings = Path.of(System.getProperty("dyno.recordings"));
		Waits.value("the JFR recording written at the end", () -> jfrFiles(recordings), n -> n > 0);
	}

	private static Optional<JvmConnection> connection(Target target) {
		return Connections.get().find(target);
	}

	private static int samples(JvmConnection c) {
		return c.history().series(Metric.EDEN_USED).window().size();
	}

	private static boolean viewShown(Target target) {
		AtomicBoolean shown = new AtomicBoolean();
		PlatformUI.getWorkbench().getDisplay().syncExec(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getActivePage();
			shown.set(page.findViewReference(DynoJvmUi.HEAP_GENERATIONS_ID, TargetCodec.encode(target)) != null);
		});
		return shown.get();
	}

	private static long jfrFiles(Path root) {
		try (var files = Files.walk(root)) {
			return files.filter(f -> f.toString().endsWith(".jfr")).filter(f -> f.toFile().length() > 0).count();
		} catch (java.io.IOException e) {
			return 0;
		}
	}

}
