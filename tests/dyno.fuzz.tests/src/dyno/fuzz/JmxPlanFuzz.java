package dyno.fuzz;

import java.nio.file.Path;
import java.util.Map;

import dyno.load.jmeter.JmxPlan;

/** {@link JmxPlan#read}: a JMeter plan read, its thread groups' schedules and end worked out. */
public final class JmxPlanFuzz {

	private JmxPlanFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		Path jmx = ParserProperty.file("fuzz.jmx", data);
		ParserProperty.check(() -> {
			JmxPlan plan = JmxPlan.read(jmx);
			plan.schedules(Map.of());
			plan.scheduledEnd(Map.of());
			plan.httpServers();
			plan.propertyNames();
		});
	}
}
