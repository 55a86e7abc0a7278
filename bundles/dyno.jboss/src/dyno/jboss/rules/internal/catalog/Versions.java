package dyno.jboss.rules.internal.catalog;

import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;

/** Version bounds for rule builders: {@code .versions(Versions.jbossAs(5, 0), Versions.jbossAs(6, 99))}. */
final class Versions {

	private Versions() {
	}

	static ServerVersion jbossAs(int major, int minor) {
		return new ServerVersion(ServerProduct.JBOSS_AS, major, minor, major + "." + minor);
	}

	static ServerVersion wildfly(int major, int minor) {
		return new ServerVersion(ServerProduct.WILDFLY, major, minor, major + "." + minor);
	}

	static ServerVersion tomcat(int major, int minor) {
		return new ServerVersion(ServerProduct.TOMCAT, major, minor, major + "." + minor);
	}
}
