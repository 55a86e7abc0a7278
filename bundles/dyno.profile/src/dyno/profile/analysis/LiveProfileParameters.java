package dyno.profile.analysis;

import java.time.Duration;
import java.util.List;

import dyno.core.analysis.Parameter;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmTargets;

/**
 * The parameters of streaming a JVM's live profile ({@link dyno.profile.LiveProfile}, {@code dyno top}), which
 * runs until stopped rather than returning one result.
 */
public final class LiveProfileParameters {

	public static final Parameter<Target> TARGET = JvmTargets.agentOnly();
	public static final Parameter<Duration> FOR = Parameter.optional("for", ProfileAnalysis.DURATION_TYPE,
			"how long to stream: 30s, 5m, 1h; a plain number is seconds (default: until Ctrl-C)");

	/** In the order a person reads them. */
	public static final List<Parameter<?>> ALL = List.of(TARGET, FOR, JvmTargets.USER);

	private LiveProfileParameters() {
	}
}
