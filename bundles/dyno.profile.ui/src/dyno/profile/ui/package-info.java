/** The profiling views of a JFR recording: Execution Time, Memory and Thread Analysis, and the recording actions. */
package dyno.profile.ui;
