package dyno.jvm.internal;

import java.io.IOException;
import java.util.Optional;

import dyno.jvm.GcSpaces;
import dyno.jvm.JvmActions;
import dyno.jvm.JvmInfo;
import dyno.jvm.MBeanRead;
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

	/** Runs a read of the JVM's MBeans; empty when this channel has none (jvmstat). */
	default <T> Optional<T> readMBeans(MBeanRead<T> read) throws IOException {
		return Optional.empty();
	}

	/** The actions this channel can run, null when it has none (jstatd). */
	JvmActions actions();

	@Override
	void close();
}
