package dyno.profile.ui.internal.editor;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.runtime.CoreException;

import dyno.profile.RuleResult;
import dyno.ui.LinkedFiles;
import dyno.ui.ProblemMarkers;

/**
 * A recording's JMC rule results as Dyno hints in the Problems view, beside the configuration files' findings: one
 * marker per result worth a look (info or warning) on the {@code .jfr} file, replaced whenever its rules are
 * evaluated again.
 */
public final class RuleMarkers {
	/** The marker type: a Dyno hint (see dyno.ui's {@code hint}), not persistent: results are recomputed. */
	public static final String TYPE = "dyno.profile.ui.ruleResult";
	/** Attribute: the JMC rule's id, e.g. {@code JavaBlocking}. */
	public static final String RULE = "ruleId";

	private RuleMarkers() {
	}

	/**
	 * Replaces the rule markers of {@code recording} by one per hint of {@code results}, in one workspace operation,
	 * after dropping those of recordings deleted since (a linked folder is not refreshed when a file in it goes).
	 */
	public static void update(Path recording, List<RuleResult> results) throws CoreException {
		IFile file = LinkedFiles.fileFor(recording);
		IWorkspace workspace = file.getWorkspace();
		workspace.deleteMarkers(Stream.of(workspace.getRoot().findMarkers(TYPE, false, IResource.DEPTH_INFINITE))
				.filter(m -> m.getResource().getLocation() == null || !m.getResource().getLocation().toFile().exists())
				.toArray(IMarker[]::new));
		ProblemMarkers.replace(file, TYPE,
				results.stream().filter(RuleResult::isHint).map(RuleMarkers::attributes).toList());
	}

	private static Map<String, Object> attributes(RuleResult r) {
		Map<String, Object> a = new HashMap<>();
		a.put(IMarker.MESSAGE, r.name() + ": " + r.summary());
		a.put(IMarker.SEVERITY, RuleResult.WARNING.equals(r.severity()) ? IMarker.SEVERITY_WARNING : IMarker.SEVERITY_INFO);
		// A recording has no lines: the Location column says where the hint comes from and how sure it is.
		a.put(IMarker.LOCATION, "JMC score " + r.score());
		a.put(RULE, r.id());
		return a;
	}

	/** The JMC rule id of a rule marker; empty text for other markers. */
	public static String ruleId(IMarker marker) {
		return marker.getAttribute(RULE, "");
	}
}
