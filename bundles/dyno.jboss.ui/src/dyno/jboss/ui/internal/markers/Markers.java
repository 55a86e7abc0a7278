package dyno.jboss.ui.internal.markers;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
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

	private Markers() {
	}

	/** Replaces the Dyno markers of {@code file} by one per finding, in one workspace operation. */
	public static void update(IFile file, List<Finding> findings) throws CoreException {
		ProblemMarkers.replace(file, TYPE, findings.stream().map(Markers::attributes).toList());
	}

	static Map<String, Object> attributes(Finding f) {
		Map<String, Object> a = new HashMap<>();
		a.put(IMarker.MESSAGE, f.message());
		a.put(IMarker.SEVERITY, switch (f.severity()) {
		case ERROR -> IMarker.SEVERITY_ERROR;
		case WARNING -> IMarker.SEVERITY_WARNING;
		case INFO -> IMarker.SEVERITY_INFO;
		});
		if (f.line() > 0) {
			a.put(IMarker.LINE_NUMBER, f.line());
		}
		a.put(RULE, f.rule().id());
		// Opened from the Problems view in the configuration editor whatever the file's name: a datasource file
		// named after its application is a configuration file by its root element, not by its name.
		a.put(IDE.EDITOR_ID_ATTR, ConfigEditor.ID);
		f.fix().ifPresent(fix -> a.put(FIX, fix.label()));
		return a;
	}

	/** The rule id of a Dyno marker; empty text for other markers. */
	public static String ruleId(IMarker marker) {
		return marker.getAttribute(RULE, "");
	}
}
