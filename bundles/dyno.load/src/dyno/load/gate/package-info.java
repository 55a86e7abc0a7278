/**
 * Pass/fail rules on an Aggregate Report for continuous integration: {@code --fail-on 'checkout:p95>300ms'} as
 * {@link dyno.load.gate.ThresholdRule}, evaluated by {@link dyno.load.gate.Gate} (which also writes JUnit XML).
 */
package dyno.load.gate;
