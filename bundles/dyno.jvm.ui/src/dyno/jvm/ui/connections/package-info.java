/**
 * The workbench's JVMs for every UI bundle (heap, profiling, load, JBoss): the JVMs picked in the JVM Explorer and
 * the live connection to each ({@link dyno.jvm.ui.connections.Jvms}), the one shared connection per target with
 * its state events ({@link dyno.jvm.ui.connections.Connections}), the remote hosts and JMX connections the user
 * saved ({@link dyno.jvm.ui.connections.SavedTargets}) and their passwords in secure storage
 * ({@link dyno.jvm.ui.connections.Passwords}). An API with its own package version: what is documented here stays
 * within a minor version; everything under {@code dyno.jvm.ui.internal} may change at any time.
 */
package dyno.jvm.ui.connections;
