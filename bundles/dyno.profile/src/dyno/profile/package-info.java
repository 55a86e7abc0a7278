/**
 * JDK Flight Recorder recordings of a connected JVM and the analyses TPTP used to make: execution time (hot methods,
 * call tree), memory (allocation by class and stack, old object samples) and threads (lock contention). Reads
 * {@code .jfr} files with JMC's core libraries; no SWT.
 */
package dyno.profile;
