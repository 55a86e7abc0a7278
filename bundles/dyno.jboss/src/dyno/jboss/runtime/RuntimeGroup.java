package dyno.jboss.runtime;

import java.util.List;
import java.util.Optional;

import javax.management.ObjectName;

/**
 * One chart of the Server Runtime view: the numbers one MBean gives of one thing of the server (a datasource's
 * pool, an io worker, a connector, a deployment's sessions), with the configured maximum beside them.
 *
 * @param product     the server product whose MBean this is ("WildFly", "Tomcat", "JBoss AS 4–6")
 * @param title       what the numbers are of, e.g. "Datasource ExampleDS"
 * @param limit       the configured maximum, when the thing has one
 * @param statisticsOff why the numbers are not counted, when the server has the statistics of this thing off
 *                    (they would read 0 and look like a thing never used); empty while it counts
 */
public record RuntimeGroup(String product, String title, ObjectName bean, List<Measure> measures, Optional<Limit> limit,
		Optional<String> statisticsOff) {

	public RuntimeGroup {
		measures = List.copyOf(measures);
	}

	/** The group's key in a monitor's history: its MBean. */
	public String id() {
		return bean.toString();
	}
}
