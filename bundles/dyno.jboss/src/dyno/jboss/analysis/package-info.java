/**
 * The analyses of server configurations, declared once for every face (the workbench, the command line, JSON,
 * HTML): the lint of a server home or file with a running server's facts and a recording's hints. No SWT.
 */
package dyno.jboss.analysis;
