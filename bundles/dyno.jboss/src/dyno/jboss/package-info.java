/**
 * Dyno's JBoss / WildFly / Tomcat configuration engine: server layout detection, format-preserving documents,
 * EMF models of the tunable elements and the tuning rule engine. Plain Java and EMF, no SWT.
 */
package dyno.jboss;
