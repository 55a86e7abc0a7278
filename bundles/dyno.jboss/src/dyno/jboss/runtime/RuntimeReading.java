package dyno.jboss.runtime;

import java.util.List;
import java.util.Optional;

/** One sample of a server's runtime numbers: when it was read and every group's values. */
public record RuntimeReading(long time, List<GroupReading> groups) {

	public RuntimeReading {
		groups = List.copyOf(groups);
	}

	/** The reading of the group titled {@code title}, if the server has one. */
	public Optional<GroupReading> group(String title) {
		return groups.stream().filter(g -> g.group().title().equals(title)).findFirst();
	}
}
