package dyno.load.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.extension.ExtendWith;

import dyno.load.jmeter.LoadLaunch;
import dyno.load.ui.internal.launch.LoadConfig;
import dyno.ui.tests.pages.CleanWorkbench;

/** The checks the JMeter Load Test tabs show, and what a configuration asks JMeter to run. */
@ExtendWith(CleanWorkbench.class)
class LoadConfigTest {

	@Test
	void overridesAreBlankOrWholeNumbersInTheirRangeAndTheMessageNamesTheField() {
		assertNull(LoadConfig.overrideProblem(LoadLaunch.THREADS, ""));
		assertNull(LoadConfig.overrideProblem(LoadLaunch.THREADS, " 200 "));
		assertNull(LoadConfig.overrideProblem(LoadLaunch.LOOPS, "-1"));
		assertEquals("Threads: 'ten' is not a whole number from 0 to 2147483647.", LoadConfig.overrideProblem(LoadLaunch.THREADS, "ten"));
		assertEquals("Loops: '-2' is not a whole number from -1 to 2147483647 (-1 loops forever).",
				LoadConfig.overrideProblem(LoadLaunch.LOOPS, "-2"));
		assertEquals("Port: '0' is not a whole number from 1 to 65535.", LoadConfig.overrideProblem(LoadLaunch.PORT, "0"));
		assertNull(LoadConfig.overrideProblem(LoadLaunch.HOST, "app-1.example.com"));
		assertEquals("Host: 'a b' is not a host name.", LoadConfig.overrideProblem(LoadLaunch.HOST, "a b"));
	}

	@Test
	void enginesAreHostAndPortAndPropertiesNameEqualsValue() {
		assertNull(LoadConfig.engineProblem("load-1:1099"));
		assertTrue(LoadConfig.engineProblem("load-1").contains("is not host:port"), LoadConfig.engineProblem("load-1"));
		assertEquals("Engine 'load-1:x': 'x' is not a port.", LoadConfig.engineProblem("load-1:x"));
		assertEquals("Engine 'load-1:70000': the port must be 1-65535.", LoadConfig.engineProblem("load-1:70000"));
		assertNull(LoadConfig.propertyProblem("users.file=/data/users.csv"));
		assertEquals("'=x' is not name=value.", LoadConfig.propertyProblem("=x"));
		assertEquals("'my prop=1': a property name has no spaces.", LoadConfig.propertyProblem("my prop=1"));
	}

	@Test
	void thePlanTabNamesTheFirstProblemAndAValidConfigurationBecomesJMetersProperties(@TempDir Path dir) throws Exception {
		Path plan = Files.writeString(dir.resolve("plan.jmx"), "<jmeterTestPlan/>");
		Map<String, String> overrides = new LinkedHashMap<>();
		LoadConfig.OVERRIDES.keySet().forEach(k -> overrides.put(k, ""));
		overrides.put(LoadLaunch.THREADS, "25");
		overrides.put(LoadLaunch.PORT, "8080");
		LoadConfig missingPlan = new LoadConfig(dir.resolve("gone.jmx").toString(), overrides, "", List.of(), List.of(), "", "",
				dir.toString(), List.of());
		assertEquals("The test plan " + dir.resolve("gone.jmx") + " does not exist.", missingPlan.planTabProblem());
		LoadConfig missingProperties = new LoadConfig(plan.toString(), overrides, dir.resolve("x.properties").toString(),
				List.of(), List.of(), "", "", dir.toString(), List.of());
		assertEquals("The properties file " + dir.resolve("x.properties") + " does not exist.", missingProperties.planTabProblem());

		LoadConfig ok = new LoadConfig(plan.toString(), overrides, "", List.of("users.file = /data/users.csv", "threads=3"),
				List.of("load-1:1099"), "", "", dir.toString(), List.of("p95>500ms", "checkout:errors>1%"));
		assertNull(ok.planTabProblem());
		assertEquals(List.of("p95>500ms", "checkout:errors>1%"), ok.rules().stream().map(Object::toString).toList());
		LoadConfig wrongRule = new LoadConfig(plan.toString(), overrides, "", List.of(), List.of(), "", "", dir.toString(),
				List.of("p95>500", "errors>1%"));
		assertTrue(wrongRule.planTabProblem().startsWith("Gate rule 'p95>500': "), wrongRule.planTabProblem());
		assertNull(ok.enginesTabProblem());
		LoadLaunch launch = ok.toLaunch();
		assertEquals(plan, launch.plan());
		// The override field wins over the same name among the extra properties; blank overrides are not passed.
		assertEquals(Map.of("threads", "25", "port", "8080", "users.file", "/data/users.csv"), launch.properties());
		assertEquals(Optional.empty(), launch.propertiesFile());
		assertEquals(List.of("load-1:1099"), launch.remoteEngines());
	}
}
