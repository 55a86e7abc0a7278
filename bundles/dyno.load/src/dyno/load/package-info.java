/**
 * JMeter results without JMeter: JTL reading (CSV by its header, XML), live tailing, the Aggregate Report with
 * JMeter's exact semantics, and over-time series. Headless; serves the load dashboard, the CLI and reports alike.
 */
package dyno.load;
