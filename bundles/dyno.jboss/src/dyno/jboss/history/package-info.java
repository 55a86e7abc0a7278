/**
 * The tuning history: every configuration change saved from Dyno (file, time, bytes before and after, unified
 * diff), kept as plain files, and the load runs before and after each change so its effect can be measured. No SWT.
 */
package dyno.jboss.history;
