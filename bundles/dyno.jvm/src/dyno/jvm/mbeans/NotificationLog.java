package dyno.jvm.mbeans;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import javax.management.Notification;
import javax.management.NotificationListener;
import javax.management.ObjectName;

import dyno.jvm.JvmConnection;

/**
 * The notifications one MBean sent since {@link MBeanBrowser#subscribe}, newest last, the latest
 * {@value #KEPT} kept. Notifications arrive on the JMX client's thread; {@code arrived} is told of each there.
 * Closing unsubscribes (quietly when the JVM is gone: its listener went with it).
 */
public final class NotificationLog implements AutoCloseable {

	static final int KEPT = 1000;

	/** One notification: when the bean sent it, its type, message and sequence number. */
	public record Entry(long time, String type, String message, long sequence) {
	}

	private final JvmConnection connection;
	private final ObjectName name;
	private final Runnable arrived;
	private final Deque<Entry> entries = new ArrayDeque<>();
	final NotificationListener listener = this::received;

	NotificationLog(JvmConnection connection, ObjectName name, Runnable arrived) {
		this.connection = connection;
		this.name = name;
		this.arrived = arrived;
	}

	public ObjectName name() {
		return name;
	}

	private void received(Notification n, Object handback) {
		synchronized (entries) {
			entries.addLast(new Entry(n.getTimeStamp(), n.getType(), n.getMessage(), n.getSequenceNumber()));
			if (entries.size() > KEPT) {
				entries.removeFirst();
			}
		}
		arrived.run();
	}

	public List<Entry> entries() {
		synchronized (entries) {
			return List.copyOf(entries);
		}
	}

	@Override
	public void close() {
		try {
			connection.readMBeans(m -> {
				m.removeNotificationListener(name, listener);
				return null;
			});
		} catch (java.io.IOException e) {
			// The JVM or the connection is gone, and the subscription with it.
		}
	}
}
