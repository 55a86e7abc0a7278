package dyno.jboss;

/** The application server families whose configuration Dyno reads and tunes. */
public enum ServerProduct {
	/** JBoss Application Server 4.x to 6.x (the {@code server/<profile>/} layout). */
	JBOSS_AS("JBoss AS"),
	/** WildFly (and JBoss AS 7 / EAP 6+): {@code standalone/} and {@code domain/}. */
	WILDFLY("WildFly"),
	/** Apache Tomcat ({@code conf/server.xml}). */
	TOMCAT("Tomcat");

	private final String label;

	ServerProduct(String label) {
		this.label = label;
	}

	/** The product's human name, e.g. "JBoss AS". */
	public String label() {
		return label;
	}
}
