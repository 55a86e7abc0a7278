package dyno.fuzz;

import java.util.List;
import java.util.function.Consumer;

/**
 * The fuzz targets: each a class with Jazzer's {@code fuzzerTestOneInput(byte[])} (what releng/fuzz.sh runs, by the
 * corpus folder's name) and the fixtures of ../shared/fixtures its corpus was seeded from (replayed whole as well).
 */
enum FuzzTarget {
	XML_DOCUMENT(XmlDocumentFuzz.class, XmlDocumentFuzz::fuzzerTestOneInput,
			List.of("wildfly-39.0.1.Final/standalone/configuration/standalone.xml", "tomcat/9.0.98/conf/server.xml",
					"jboss-as-4.2/4.2.3.GA/server/default/deploy/hsqldb-ds.xml")),
	SHELL_CONF(ShellConfFuzz.class, ShellConfFuzz::fuzzerTestOneInput, List.of()),
	PROPERTIES_DOCUMENT(PropertiesDocumentFuzz.class, PropertiesDocumentFuzz::fuzzerTestOneInput, List.of()),
	JTL(JtlFuzz.class, JtlFuzz::fuzzerTestOneInput,
			List.of("jmeter/results/apache__jmeter/sample_log1c.jtl",
					"jmeter/results/jenkinsci__performance-plugin/JMeterResults.jtl",
					"jmeter/results/jenkinsci__performance-plugin/multiLineCSV.jtl",
					"jmeter/results/jenkinsci__performance-plugin/JENKINS-16627_CSV_instead_of_XML.jtl")),
	HISTOGRAM_TEXT(HistogramTextFuzz.class, HistogramTextFuzz::fuzzerTestOneInput,
			List.of("jvm/histograms/eclipse-mat__mat/histogram_sun_jdk6_18_x64.txt",
					"jvm/histograms/eclipse-mat__mat/histogram_sun_jdk5_13_x32.txt")),
	HPROF(HprofFuzz.class, HprofFuzz::fuzzerTestOneInput,
			List.of("jvm/hprof/eclipse-mat__mat/oracle_jdk8_05_x64.hprof",
					"jvm/hprof/eclipse-mat__mat/sun_jdk6_18_x64.hprof")),
	JFR(JfrFuzz.class, JfrFuzz::fuzzerTestOneInput, List.of()),
	JMX_PLAN(JmxPlanFuzz.class, JmxPlanFuzz::fuzzerTestOneInput,
			List.of("jmeter/plans/apache__jmeter/build-web-test-plan.jmx", "jmeter/plans/Blazemeter__taurus/threadgroups.jmx"));

	final Class<?> targetClass;
	final Consumer<byte[]> testOneInput;
	/** Paths under ../shared/fixtures. */
	final List<String> fixtures;

	FuzzTarget(Class<?> targetClass, Consumer<byte[]> testOneInput, List<String> fixtures) {
		this.targetClass = targetClass;
		this.testOneInput = testOneInput;
		this.fixtures = fixtures;
	}

	/** The corpus folder's name, also what releng/fuzz.sh is given. */
	String corpusName() {
		return targetClass.getSimpleName();
	}
}
