/**
 * Changing a running WildFly through its HTTP management interface instead of behind its back: the client (JSON
 * operations, digest authentication), the mapping of a saved edit of its XML configuration ({@code standalone.xml},
 * or a domain's {@code domain.xml} and {@code host.xml}) to management attributes, where its management interface
 * listens, and which running process owns which file.
 */
package dyno.jboss.manage;
