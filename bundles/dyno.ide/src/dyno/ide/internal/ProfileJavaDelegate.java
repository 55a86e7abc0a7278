package dyno.ide.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IProcess;
import org.eclipse.jdt.launching.JavaLaunchDelegate;

import dyno.ide.ProfileWithDyno;
import dyno.profile.RecordingStore;

/**
 * The "profile" mode of Java Application configurations: JDT's own launch (class path, JRE, arguments, console)
 * with Dyno's JVM options added, then the program opened in Dyno's views as soon as it is up ({@link ShowWhenUp}).
 * The JFR file and GC log of a run go to the recording store, in a folder named after the configuration.
 */
public final class ProfileJavaDelegate extends JavaLaunchDelegate {

	/** Set while {@link #launch} runs on its thread: JDT asks for the VM arguments from inside the launch. */
	private static final ThreadLocal<RunFiles> CURRENT = new ThreadLocal<>();

	/** Where one run writes its recording and GC log; either may be null (not asked for). */
	record RunFiles(Path jfr, Path gcLog) {
	}

	@Override
	public void launch(ILaunchConfiguration config, String mode, ILaunch launch, IProgressMonitor monitor)
			throws CoreException {
		RunFiles files = filesFor(config);
		CURRENT.set(files);
		try {
			// JDT's VM runners know run and debug; a profiled program runs as with Run.
			super.launch(config, ILaunchManager.RUN_MODE, launch, monitor);
		} finally {
			CURRENT.remove();
		}
		for (IProcess process : launch.getProcesses()) {
			String pid = process.getAttribute(IProcess.ATTR_PROCESS_ID);
			if (pid != null) {
				new ShowWhenUp(Long.parseLong(pid), process, files.jfr()).schedule();
			}
		}
	}

	@Override
	public String getVMArguments(ILaunchConfiguration config) throws CoreException {
		return withDyno(super.getVMArguments(config));
	}

	@Override
	public String getVMArguments(ILaunchConfiguration config, String mode) throws CoreException {
		return withDyno(super.getVMArguments(config, mode));
	}

	private static String withDyno(String arguments) {
		RunFiles files = CURRENT.get();
		List<String> dyno = ProfileWithDyno.vmOptions(files == null ? null : files.jfr(),
				files == null ? null : files.gcLog());
		StringBuilder all = new StringBuilder();
		for (String option : dyno) {
			// JDT splits the arguments at spaces outside quotes (a home folder may have spaces).
			all.append(option.contains(" ") ? '"' + option + '"' : option).append(' ');
		}
		return all.append(arguments).toString().strip();
	}

	private static RunFiles filesFor(ILaunchConfiguration config) throws CoreException {
		boolean jfr = config.getAttribute(ProfileWithDyno.ATTR_JFR, false);
		boolean gc = config.getAttribute(ProfileWithDyno.ATTR_GC_LOG, false);
		if (!jfr && !gc) {
			return new RunFiles(null, null);
		}
		try {
			Path recording = RecordingStore.defaultStore().newFile(config.getName(), Instant.now());
			String base = recording.getFileName().toString().replace(RecordingStore.EXTENSION, "");
			return new RunFiles(jfr ? recording : null, gc ? recording.resolveSibling(base + ".gc.log") : null);
		} catch (IOException e) {
			throw new CoreException(Status.error("Dyno cannot create the folder for the run's recording and GC log: "
					+ e.getMessage(), e));
		}
	}
}
