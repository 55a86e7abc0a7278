package dyno.profile;

import java.util.List;

/**
 * One method with who calls it and what it calls, each with the samples of that call edge, most first.
 *
 * @param method       {@code pkg.Class.method}
 * @param totalSamples samples with the method on the stack
 * @param selfSamples  samples with the method on top
 * @param callers      the methods one frame below it
 * @param callees      the methods one frame above it
 */
public record Butterfly(String method, long totalSamples, long selfSamples, List<MethodCount> callers,
		List<MethodCount> callees) {

	public Butterfly {
		callers = List.copyOf(callers);
		callees = List.copyOf(callees);
	}
}
