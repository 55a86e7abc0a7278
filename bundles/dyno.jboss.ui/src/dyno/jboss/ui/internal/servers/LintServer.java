package dyno.jboss.ui.internal.servers;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.LintReport;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.markers.Markers;
import dyno.ui.LinkedFiles;

/**
 * Lints every profile of a server home with the live facts of its JVM (when one is connected) and replaces the
 * markers of every file of the home with the findings, so the Problems view holds the server's whole lint result.
 * Runs off the UI thread (it reads every file and changes the workspace).
 */
final class LintServer {

	private LintServer() {
	}

	/** Lints {@code home}; returns the merged report, after the markers were written. */
	static LintResults.Result lint(Path home) throws IOException {
		List<Server> servers = ServerLayout.detect(home);
		if (servers.isEmpty()) {
			throw new IOException(home + " is not a JBoss AS, WildFly or Tomcat installation any more");
		}
		LiveFacts live = JBossUiPlugin.liveHints().forServer(home);
		List<LintReport> reports = new ArrayList<>();
		Set<ConfigFile> files = new LinkedHashSet<>();
		for (Server s : servers) {
			reports.add(Linter.lint(s, live));
			files.addAll(s.files());
		}
		LintReport merged = LintReport.merge(home, reports);
		Map<Path, List<Finding>> byFile = new LinkedHashMap<>();
		for (ConfigFile f : files) {
			byFile.put(f.path(), new ArrayList<>());
		}
		for (Finding f : merged.findings()) {
			byFile.computeIfAbsent(f.file().path(), p -> new ArrayList<>()).add(f);
		}
		try {
			for (Map.Entry<Path, List<Finding>> e : byFile.entrySet()) {
				Markers.update(LinkedFiles.fileFor(e.getKey()), e.getValue());
			}
		} catch (CoreException e) {
			throw new IOException("cannot write the markers of " + home + ": " + e.getMessage(), e);
		}
		LintResults.Result result = new LintResults.Result(merged, Instant.now(), !live.isEmpty());
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
