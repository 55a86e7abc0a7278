/**
 * The tester's side of Dyno: the "JMeter Load Test" launch configuration and the load dashboard editor, which puts
 * JMeter's aggregate numbers and the watched JVM's heap on one time axis.
 */
package dyno.load.ui;
