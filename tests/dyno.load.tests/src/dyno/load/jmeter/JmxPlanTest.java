package dyno.load.jmeter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.jmeter.JmxPlan.HttpServer;
import dyno.load.jmeter.JmxPlan.ThreadGroup;
import dyno.samples.Fixtures;
import dyno.load.tests.SampleLoad;

class JmxPlanTest {

	@TempDir
	Path dir;

	@Test
	void readsTheSamplePlan() throws IOException {
		JmxPlan plan = JmxPlan.read(SampleLoad.plan(dir));
		assertEquals(List.of(new ThreadGroup("users", "4", "1", "10", "-1", true, true)), plan.threadGroups());
		assertFalse(plan.hasTimers());
		assertEquals(List.of(new HttpServer("HTTP Request Defaults", "http", "${__P(host,127.0.0.1)}", "${__P(port,8080)}")),
				plan.httpServers().subList(0, 1));
		assertEquals(List.of("host", "port"), List.copyOf(plan.propertyNames()));
	}

	@Test
	void readsEveryKindOfThreadGroupAndItsTimers() throws IOException {
		JmxPlan plan = JmxPlan.read(Fixtures.get("jmeter/plans/Blazemeter__taurus/threadgroups.jmx"));
		assertEquals(List.of("TG.01", "CTG.02", "STG.03", "UTG.04", "ATG.05"),
				plan.threadGroups().stream().map(ThreadGroup::name).toList());
		assertEquals(new ThreadGroup("TG.01", "2", "0", "3", "100", true, true), plan.threadGroups().get(0));
		assertTrue(plan.hasTimers());
	}

	@Test
	void schedulesOfTheCustomThreadGroupsAsTheirCodeRunsThem() throws IOException {
		JmxPlan plan = JmxPlan.read(Fixtures.get("jmeter/plans/Blazemeter__taurus/threadgroups.jmx"));
		// TG.01 and STG.03 end with their loops (100, 1): when, the plan does not say.
		List<ThreadSchedule> schedules = plan.schedules(Map.of());
		assertEquals(List.of("CTG.02", "UTG.04", "ATG.05"), schedules.stream().map(ThreadSchedule::threadGroup).toList());
		ThreadSchedule concurrency = schedules.get(0);
		// 3 threads in 2 steps over 100 s, each step rounded: 2 at once, 3 from 50 s; no hold.
		assertEquals(List.of(2.0, 2.0, 3.0, 0.0), List.of(concurrency.at(0), concurrency.at(49), concurrency.at(50),
				concurrency.at(100)));
		ThreadSchedule ultimate = schedules.get(1);
		// 6 threads over 30 s, held 60 s, shut down over 10 s.
		assertEquals(List.of(3.0, 6.0, 6.0, 3.0, 0.0), List.of(ultimate.at(15), ultimate.at(30), ultimate.at(89),
				ultimate.at(95), ultimate.at(100)));
		ThreadSchedule arrivals = schedules.get(2);
		// 2 arrivals a minute reached in 4 steps over 3 minutes, held 5 minutes.
		assertEquals(ThreadSchedule.Kind.ARRIVALS_PER_SECOND, arrivals.kind());
		assertEquals(0.5 / 60, arrivals.at(0), 1e-12);
		assertEquals(1.5 / 60, arrivals.at(100), 1e-12);
		assertEquals(2.0 / 60, arrivals.at(479), 1e-12);
		assertEquals(0, arrivals.at(481));
	}

	@Test
	void aPlanEndsByItsSchedulesOnlyWhenEveryThreadGroupHasOne() throws IOException {
		JmxPlan plan = JmxPlan.read(Fixtures.get("jmeter/plans/Blazemeter__taurus/threadgroups.jmx"));
		assertTrue(plan.scheduledEnd(Map.of()).isEmpty(), "TG.01 and STG.03 end with their loops");
		Path sample = SampleLoad.plan(dir);
		assertEquals(10.0, JmxPlan.read(sample).scheduledEnd(Map.of()).getAsDouble(), "its hard-coded 10 s");
		Path effective = dir.resolve("effective.jmx");
		JmxPlan.read(sample).writeEffective(effective, Set.of(LoadLaunch.DURATION));
		assertEquals(300.0, JmxPlan.read(effective).scheduledEnd(Map.of(LoadLaunch.DURATION, "300")).getAsDouble(),
				"the effective copy's, from the run's duration property");
		assertEquals(6.0, JmxPlan.read(SampleLoad.plan(dir, "plugins-arrivals.jmx")).scheduledEnd(Map.of()).getAsDouble());
	}

	@Test
	void schedulesReadTheRunsPropertiesAndSumAcrossThreadGroups() throws IOException {
		Path plan = SampleLoad.plan(dir, "plugins-stepping.jmx");
		Path effective = dir.resolve("effective.jmx");
		JmxPlan.read(plan).writeEffective(effective, Set.of(LoadLaunch.THREADS));
		// 2 threads every 2 s up to the threads property: 8 threads take one step more, and the hold starts later.
		ThreadSchedule eight = JmxPlan.read(effective).schedules(Map.of(LoadLaunch.THREADS, "8")).get(0);
		assertEquals(List.of(6.0, 8.0, 2.0, 0.0), List.of(eight.at(5), eight.at(7), eight.at(8.5), eight.at(9.5)),
				"6 threads stop at the end of the hold, the last 2 a second later");
		assertEquals(6.0, JmxPlan.read(effective).schedules(Map.of()).get(0).at(5), "without it, the plan's 6");
		ThreadSchedule ultimate = JmxPlan.read(SampleLoad.plan(dir, "plugins-ultimate.jmx")).schedules(Map.of()).get(0);
		ThreadSchedule both = ThreadSchedule.total("plan", ThreadSchedule.Kind.THREADS, List.of(eight, ultimate));
		assertEquals(List.of(4.0, 2.0), List.of(ultimate.justBefore(4), ultimate.at(4)), "its first row ends at 4 s");
		assertEquals(List.of(4.0, 8.0, 8.0, 2.0, 0.0),
				List.of(both.at(1), both.at(3), both.at(6.5), both.at(8.5), both.at(9.5)));
		assertEquals(1_000, ThreadSchedule.startMillis(1_000, List.of(ultimate, eight)), "both start at once");
	}

	@Test
	void timersCountOnlyWhenTheyAndTheirParentsAreEnabled() throws IOException {
		String text = Files.readString(SampleLoad.plan(dir));
		String timer = "<ConstantTimer guiclass=\"ConstantTimerGui\" testclass=\"ConstantTimer\" testname=\"think\" %s>"
				+ "<stringProp name=\"ConstantTimer.delay\">300</stringProp></ConstantTimer><hashTree/>";
		String anchor = "<hashTree>\n        <HTTPSamplerProxy";
		Path enabled = Files.writeString(dir.resolve("enabled.jmx"), text.replace(anchor,
				"<hashTree>" + timer.formatted("enabled=\"true\"") + "\n        <HTTPSamplerProxy"));
		Path disabled = Files.writeString(dir.resolve("disabled.jmx"), text.replace(anchor,
				"<hashTree>" + timer.formatted("enabled=\"false\"") + "\n        <HTTPSamplerProxy"));
		Path groupOff = Files.writeString(dir.resolve("group-off.jmx"),
				Files.readString(enabled).replace("testname=\"users\">", "testname=\"users\" enabled=\"false\">"));
		assertTrue(JmxPlan.read(enabled).hasTimers());
		assertFalse(JmxPlan.read(disabled).hasTimers());
		assertFalse(JmxPlan.read(groupOff).hasTimers(), "a timer under a disabled thread group gives no think time");
		assertFalse(JmxPlan.read(groupOff).threadGroups().get(0).enabled());
	}

	@Test
	void effectiveCopyMakesHardCodedFieldsReadProperties() throws IOException {
		Path original = Fixtures.copy("jmeter/plans/apache__jmeter/build-web-test-plan.jmx",
				dir.resolve("web.jmx"));
		byte[] before = Files.readAllBytes(original);
		JmxPlan plan = JmxPlan.read(original);
		assertTrue(plan.hasTimers());
		ThreadGroup orig = plan.threadGroups().get(0);

		Path effective = dir.resolve("effective.jmx");
		plan.writeEffective(effective, Set.of(LoadLaunch.THREADS, LoadLaunch.DURATION));
		JmxPlan copy = JmxPlan.read(effective);
		ThreadGroup g = copy.threadGroups().get(0);
		assertEquals("${__P(threads," + orig.threads() + ")}", g.threads());
		assertEquals("${__P(rampup," + orig.rampUp() + ")}", g.rampUp());
		assertEquals("${__P(duration," + orig.duration() + ")}", g.duration());
		assertEquals("${__P(loops,-1)}", g.loops(), "a duration without loops runs until the duration is over");
		assertTrue(g.scheduler(), "a duration needs the scheduler");
		assertTrue(copy.httpServers().contains(new HttpServer("HTTP Request Defaults", "", "${__P(host,example.org)}", "")),
				copy.httpServers().toString());
		assertTrue(copy.httpServers().stream().filter(s -> !s.domain().startsWith("${"))
				.allMatch(s -> s.domain().isEmpty()), "empty domains (left to the defaults) stay empty");
		assertTrue(copy.propertyNames().containsAll(List.of("threads", "rampup", "duration", "loops", "host")));
		assertArrayEquals(before, Files.readAllBytes(original), "the user's plan is never written");
	}

	@Test
	void effectiveCopyKeepsFieldsThatAlreadyReadTheProperty() throws IOException {
		Path effective = dir.resolve("effective.jmx");
		JmxPlan.read(SampleLoad.plan(dir)).writeEffective(effective, Set.of());
		JmxPlan copy = JmxPlan.read(effective);
		assertEquals("${__P(host,127.0.0.1)}", copy.httpServers().get(0).domain());
		assertEquals("${__P(loops,-1)}", copy.threadGroups().get(0).loops());
		assertEquals("${__P(threads,${__P(users,10)})}", JmxPlan.readsProperty("threads", "${__P(users,10)}"));
		assertEquals("${__P(host,a\\,b)}", JmxPlan.readsProperty("host", "a,b"), "commas in a plain value are escaped");
	}

	@Test
	void badPlansAreNamedWithTheirProblem() throws IOException {
		IOException missing = assertThrows(IOException.class, () -> JmxPlan.read(dir.resolve("none.jmx")));
		assertTrue(missing.getMessage().contains("none.jmx does not exist"), missing.getMessage());
		Path broken = Files.writeString(dir.resolve("broken.jmx"), "<jmeterTestPlan><hashTree></jmeterTestPlan>");
		IOException malformed = assertThrows(IOException.class, () -> JmxPlan.read(broken));
		assertTrue(malformed.getMessage().contains("is not well-formed XML (line 1"), malformed.getMessage());
		Path other = Files.writeString(dir.resolve("pom.jmx"), "<project/>");
		IOException notAPlan = assertThrows(IOException.class, () -> JmxPlan.read(other));
		assertTrue(notAPlan.getMessage().contains("root element is <project>"), notAPlan.getMessage());
	}
}
