package dyno.jvm;

import java.io.IOException;

import javax.management.JMException;
import javax.management.MBeanServerConnection;

/**
 * Reads of a JVM's MBeans that Dyno's own models do not cover (a server's connection pools, the operating
 * system bean), run by {@link JvmConnection#readMBeans} on the connection's read thread within its time limit.
 *
 * @param <T> what the read returns
 */
@FunctionalInterface
public interface MBeanRead<T> {

	T read(MBeanServerConnection mbeans) throws IOException, JMException;
}
