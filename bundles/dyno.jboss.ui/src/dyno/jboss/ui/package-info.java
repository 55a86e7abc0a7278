/**
 * The JBoss Servers view and the guided form editors of the configuration files (server.xml, *-ds.xml, run.conf,
 * standalone.xml …): pages generated from the models of {@code dyno.jboss.model}, a Source page on the same document,
 * inline tuning hints, Problems-view markers and quick fixes.
 */
package dyno.jboss.ui;
