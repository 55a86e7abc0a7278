package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.analysis.LintAnalysis;
import dyno.jboss.analysis.LintResult;
import dyno.jboss.rules.Finding;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.live.LiveServers;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.jboss.ui.internal.rules.RulePreferences;
import dyno.ui.LinkedFiles;
import dyno.ui.MonitorProgress;

/**
 * Lints a server home (of a WildFly, the configuration its connected JVM runs, else standalone.xml) with the live
 * facts of its JVM (when one is connected) and replaces the markers of every file of the home with the findings (none
 * for a file not linted), so the Problems view holds the server's whole lint result. Runs off the UI thread (it reads
 * every file and changes the workspace).
 */
final class LintServer {

	/** The rules weigh the facts of the home's connected JVM. */
	private static final LintAnalysis LINT = new LintAnalysis(home -> JBossUiPlugin.liveHints().forServer(home));

	private LintServer() {
	}

	/**
	 * Lints {@code home} with the {@link LintAnalysis} (every profile, the configuration its connected JVM runs and
	 * that JVM's live facts); returns the result after the markers were written.
	 */
	static LintResults.Result lint(Path home, IProgressMonitor monitor) throws IOException, InterruptedException {
		LintResult lint;
		try {
			Arguments.Builder arguments = Arguments.of(LINT).with(LintAnalysis.TARGET, home);
			LiveServers.configOf(home).ifPresent(config -> arguments.with(LintAnalysis.CONFIG, config));
			lint = LINT.run(RulePreferences.apply(arguments, true).build(), new MonitorProgress(monitor));
		} catch (AnalysisException e) {
			throw new IOException(e.getMessage(), e);
		}
		Map<Path, List<Finding>> byFile = new LinkedHashMap<>();
		// The files of the home not linted (another configuration) lose the markers of an earlier lint.
		for (Server s : ServerLayout.detect(home)) {
			for (ConfigFile f : s.files()) {
				byFile.put(f.path(), new ArrayList<>());
			}
		}
		for (ConfigFile f : lint.files()) {
			byFile.putIfAbsent(f.path(), new ArrayList<>());
		}
		for (Finding f : lint.lint().findings()) {
			byFile.computeIfAbsent(f.file().path(), p -> new ArrayList<>()).add(f);
		}
		try {
			for (Map.Entry<Path, List<Finding>> e : byFile.entrySet()) {
				Markers.update(LinkedFiles.fileFor(e.getKey()), e.getValue());
			}
		} catch (CoreException e) {
			throw new IOException("cannot write the markers of " + home + ": " + e.getMessage(), e);
		}
		LintResults.Result result = new LintResults.Result(lint.lint(), Instant.now(),
				!JBossUiPlugin.liveHints().forServer(home).isEmpty());
		JBossUiPlugin.lintResults().put(home, result);
		return result;
	}

	/** Removes the markers of every file of {@code servers} (the home left the view). */
	static void clearMarkers(List<Server> servers) throws CoreException {
		for (Server s : servers) {
			for (ConfigFile f : s.files()) {
				IFile file = LinkedFiles.fileFor(f.path());
				Markers.update(file, List.of());
			}
		}
	}
}
