/**
 * A load run as a whole: JMeter, its JTL tailed into live statistics, the watched JVM sampled on the same clock,
 * saved to a folder, reopened and compared with another run.
 */
package dyno.load.run;
