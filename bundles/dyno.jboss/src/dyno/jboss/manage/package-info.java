/**
 * Changing a running WildFly through its HTTP management interface instead of behind its back: the client (JSON
 * operations, digest authentication), the mapping of a saved edit of its XML configuration to management
 * attributes, and where its management interface listens.
 */
package dyno.jboss.manage;
