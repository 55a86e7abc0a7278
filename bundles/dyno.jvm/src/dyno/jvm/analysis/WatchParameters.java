package dyno.jvm.analysis;

import java.time.Duration;
import java.util.List;

import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;
import dyno.jvm.Sampler;
import dyno.jvm.Target;

/**
 * The parameters of watching a JVM's heap spaces and collections sample by sample ({@code dyno watch}), which
 * streams until stopped rather than returning one result.
 */
public final class WatchParameters {

	/** Time between samples as typed: {@code 100ms}, {@code 0.5s}, {@code 2s}; a plain number is milliseconds. */
	public static final ValueType<Duration> INTERVAL_TYPE = new ValueType<>("DURATION", Sampler::parseInterval,
			d -> d.toMillis() + "ms");

	public static final Parameter<Target> TARGET = JvmTargets.anyTransport();
	public static final Parameter<Duration> INTERVAL = Parameter.option("interval", INTERVAL_TYPE,
			Sampler.DEFAULT_INTERVAL, "time between samples: 100ms, 0.5s, 2s, a plain number is ms (at least "
					+ Sampler.MIN_INTERVAL.toMillis() + "ms)");
	public static final Parameter<Integer> COUNT = Parameter.optional("count", ValueType.wholeNumber(1),
			"stop after N samples (default: until Ctrl-C)");

	/** In the order a person reads them. */
	public static final List<Parameter<?>> ALL = List.of(TARGET, INTERVAL, COUNT, JvmTargets.USER);

	private WatchParameters() {
	}
}
