package dyno.jvm.internal;

import java.io.IOException;

import javax.management.MBeanServerConnection;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmInfo;
import dyno.jvm.threads.ThreadQuery;
import dyno.jvm.threads.ThreadSample;

/**
 * One open channel to one JVM, as a transport provides it. Reads are made from one sampler thread at a time;
 * any {@link IOException} means the JVM or the channel is lost (its message says which, in words).
 */
public interface JvmSource extends AutoCloseable {

	GcSpaces readGc() throws IOException;

	JvmInfo info() throws IOException;

	/** The JVM's threads: every thread over JMX, only counts over jvmstat (the sample says so). */
	ThreadSample readThreads(ThreadQuery query) throws IOException;

	/** The actions this channel can run, null when it has none (jstatd). */
	JvmActions actions();

	/**
	 * The JVM's MBean server, for engines that call beans of their own (JFR recordings); a local JVM's is its
	 * management agent, started through the attach API when first asked for.
	 *
	 * @throws IOException when this transport has no JMX channel (jstatd) or the agent cannot be reached
	 */
	default MBeanServerConnection mbeanServer() throws IOException {
		throw new IOException("this transport has no JMX channel (jstatd reads counters only)");
	}

	@Override
	void close();
}
