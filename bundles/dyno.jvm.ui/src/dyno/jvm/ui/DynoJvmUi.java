package dyno.jvm.ui;

import java.time.Duration;

import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IViewSite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;
import dyno.jvm.ui.internal.prefs.MonitoringPreferences;
import dyno.ui.charts.TimeWindow;

/** Identifiers of the JVM views, for the perspective, other bundles and UI tests; opening them on a JVM. */
public final class DynoJvmUi {

	public static final String JVM_EXPLORER_ID = "dyno.jvm.ui.jvmExplorer";
	/** One view per connection; its secondary id encodes the target. */
	public static final String HEAP_GENERATIONS_ID = "dyno.jvm.ui.heapGenerations";
	/** One view per connection, like the heap's. */
	public static final String THREADS_ID = "dyno.jvm.ui.threads";
	/** One view per connection, like the heap's: the JVM's MBeans. */
	public static final String MBEANS_ID = "dyno.jvm.ui.mbeans";

	private DynoJvmUi() {
	}

	/**
	 * The sampling interval of a new view that samples like the heap (Window > Preferences > Dyno > Monitoring), for
	 * the views of other bundles (a server's runtime numbers).
	 */
	public static Duration samplingInterval() {
		return MonitoringPreferences.heapInterval();
	}

	/** The time window a new chart shows (Window > Preferences > Dyno > Monitoring). */
	public static TimeWindow chartWindow() {
		return MonitoringPreferences.window();
	}

	/**
	 * Shows view {@code viewId} ({@link #HEAP_GENERATIONS_ID}, {@link #THREADS_ID} or {@link #MBEANS_ID}) of {@code target}, connecting
	 * to it if no view or explorer has yet; UI thread.
	 */
	public static IViewPart show(IWorkbenchPage page, String viewId, Target target, int mode) throws PartInitException {
		return page.showView(viewId, TargetCodec.encode(target), mode);
	}

	/**
	 * The target a per-JVM view shows, from its secondary id (see {@link #show}).
	 *
	 * @param viewName the view's name for the message, e.g. "Threads"
	 * @throws PartInitException when the id encodes no target (a view restored from a workspace of another version)
	 */
	public static Target target(IViewSite site, String viewName) throws PartInitException {
		try {
			return TargetCodec.decode(site.getSecondaryId());
		} catch (RuntimeException e) {
			throw new PartInitException("This " + viewName + " view has no valid JVM target: " + e.getMessage(), e);
		}
	}
}
