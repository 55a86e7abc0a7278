package dyno.jboss.runtime;

import java.util.List;
import java.util.OptionalDouble;

import javax.management.ObjectName;

/**
 * The configured maximum drawn beside a group's numbers (a pool's max size, a connector's maxThreads, an io
 * worker's task-max-threads), read on every sample from {@code bean}, as a running server may have it changed.
 * A server that leaves it undefined uses its product's default, {@code fallback}, which is then named as such.
 * A negative value (Tomcat's {@code maxActiveSessions = -1}) means no limit.
 *
 * @param label    what the maximum is, e.g. "max-pool-size"
 * @param fallback the product's default when the bean says nothing (empty when there is none to tell)
 */
public record Limit(String label, ObjectName bean, List<String> attributes, OptionalDouble fallback) {

	public Limit {
		attributes = List.copyOf(attributes);
	}
}
