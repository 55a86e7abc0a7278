package dyno.load.tests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import dyno.load.jmeter.JMeterHome;
import dyno.load.jmeter.LoadLaunch;
import dyno.samples.ChildJvm;
import dyno.samples.HttpService;

/**
 * What the runtime tests share: the JMeter the build assembled, the sample HTTP service as a child JVM and the
 * sample plan that loads it ({@code plans/sample-http.jmx}: three labels, 4 threads, no timers, server from
 * {@code ${__P(host)}}/{@code ${__P(port)}}).
 */
public final class SampleLoad {

	public static final String PLAN = "sample-http.jmx";

	private SampleLoad() {
	}

	/** The JMeter home of the build (-Ddyno.jmeter.home); fails naming the cause when it is not usable. */
	public static JMeterHome home() throws IOException {
		Path candidate = JMeterHome.bundledCandidate()
				.orElseThrow(() -> new IllegalStateException("no JMeter home: -D" + JMeterHome.HOME_PROPERTY + " is not set"));
		return JMeterHome.at(candidate);
	}

	/** The sample HTTP service on 127.0.0.1 (it prints its port). */
	public static ChildJvm service() throws IOException {
		return ChildJvm.start(HttpService.class, "300");
	}

	/** The sample plan copied into {@code dir}. */
	public static Path plan(Path dir) throws IOException {
		return plan(dir, PLAN);
	}

	/** The test plan {@code plans/<name>} copied into {@code dir}. */
	public static Path plan(Path dir, String name) throws IOException {
		Path plan = dir.resolve(name);
		try (InputStream in = SampleLoad.class.getResourceAsStream("plans/" + name)) {
			if (in == null) {
				throw new IllegalStateException("plans/" + name + " is not on the test class path");
			}
			Files.copy(in, plan);
		}
		return plan;
	}

	/** A launch of the sample plan against {@code service} for {@code seconds}. */
	public static LoadLaunch launch(Path plan, ChildJvm service, int seconds) {
		return LoadLaunch.of(plan).withProperty(LoadLaunch.PORT, Integer.toString(HttpService.port(service)))
				.withProperty(LoadLaunch.DURATION, Integer.toString(seconds));
	}
}
