package dyno.jboss.ui.internal.markers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.MultiRule;
import org.eclipse.ui.ide.IDE;

import dyno.jboss.rules.Finding;
import dyno.jboss.ui.internal.editor.ConfigEditor;
import dyno.ui.ProblemMarkers;

/**
 * The Problems-view markers of a configuration file's findings. Every writer (the open editor's re-lint, a whole
 * server's lint) replaces a file's markers with {@link #update}, so markers never pile up.
 */
public final class Markers {
	/** The marker type (a problem and a text marker, not persistent: findings are recomputed). */
	public static final String TYPE = "dyno.jboss.ui.finding";
	/** Attribute: the id of the rule that found it, e.g. {@code web.connector.max-threads}. */
	public static final String RULE = "ruleId";
	/** Attribute: the label of the finding's quick fix, present only when it has one. */
	public static final String FIX = "fixLabel";
	/**
	 * The family of the jobs that lint a configuration file and write its markers (an editor's re-lint, the lint of a
	 * closed file's saved bytes): join it to know a file's markers are settled.
	 */
	public static final Object FAMILY = Markers.class.getName() + ".lint";

	private Markers() {
	}

	/**
	 * Replaces the Dyno markers of {@code file} by one per place of each finding, in one workspace operation: as the
	 * Java compiler marks each occurrence, so that the ruler, the Problems view and Go To each reach every place; the
	 * message of a place of a finding with several says which of how many it is.
	 */
	public static void update(IFile file, List<Finding> findings) throws CoreException {
		List<Map<String, Object>> markers = new ArrayList<>();
		for (Finding f : Finding.group(findings)) {
			for (int i = 0; i < f.places().size(); i++) {
				markers.add(attributes(f, i));
			}
		}
		ProblemMarkers.replace(file, TYPE, markers);
	}

	/**
	 * The rule under which a file's bytes are read (or saved), linted and its markers written, as one step. Without it
	 * a lint of bytes that are no longer the file's (the editor's text of a moment ago, the disk before a quick fix)
	 * writes its findings after those of the newer bytes, and the Problems view keeps a finding already fixed. It
	 * contains the rule of refreshing the file, which a save on disk needs.
	 */
	public static ISchedulingRule lintRule(IFile file) {
		return MultiRule.combine(file, file.getWorkspace().getRuleFactory().refreshRule(file));
	}

	static Map<String, Object> attributes(Finding f, int index) {
		Finding.Place p = f.places().get(index);
		Map<String, Object> a = new HashMap<>();
		int count = f.places().size();
		a.put(IMarker.MESSAGE, count == 1 ? p.message() : p.message() + " (" + (index + 1) + " of " + count + ")");
		a.put(IMarker.SEVERITY, switch (f.severity()) {
		case ERROR -> IMarker.SEVERITY_ERROR;
		case WARNING -> IMarker.SEVERITY_WARNING;
		case INFO -> IMarker.SEVERITY_INFO;
		});
		if (p.line() > 0) {
			a.put(IMarker.LINE_NUMBER, p.line());
		}
		a.put(RULE, f.rule().id());
		// Opened from the Problems view in the configuration editor whatever the file's name: a datasource file
		// named after its application is a configuration file by its root element, not by its name.
		a.put(IDE.EDITOR_ID_ATTR, ConfigEditor.ID);
		p.fix().ifPresent(fix -> a.put(FIX, fix.label()));
		return a;
	}

	/** The rule id of a Dyno marker; empty text for other markers. */
	public static String ruleId(IMarker marker) {
		return marker.getAttribute(RULE, "");
	}
}
