/**
 * The JMeter runtime Dyno ships (a JMETER_HOME assembled from Maven Central) and JMeter runs as child processes:
 * load tests, distributed engines, graceful stop.
 */
package dyno.load.jmeter;
