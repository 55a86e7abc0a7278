package dyno.samples;

import java.lang.management.ManagementFactory;
import java.util.Map;

import javax.management.AttributeChangeNotification;
import javax.management.MBeanNotificationInfo;
import javax.management.NotificationBroadcasterSupport;
import javax.management.ObjectName;

/**
 * A target with one standard MBean, {@value #NAME}, for the MBean browser: a writable {@code Limit} (int, starts at
 * {@value #FIRST_LIMIT}) and {@code Label} (String), a read-only {@code Count}, an operation {@code add(int, String)}
 * that adds to the count and answers the new count with the note, and an attribute-change notification each time
 * {@code Limit} is written. The command {@code notify} sends a notification of type {@value #PING} too.
 */
public final class ManagedCounter {

	public static final String NAME = "dyno.samples:type=ManagedCounter,name=counter";
	public static final int FIRST_LIMIT = 10;
	public static final String PING = "dyno.samples.ping";

	/** The management interface: a standard MBean's is named after its class with "MBean". */
	public interface CounterMBean {
		int getLimit();

		void setLimit(int limit);

		String getLabel();

		void setLabel(String label);

		long getCount();

		String add(int amount, String note);
	}

	/** The bean: sends a notification when its limit changes and on the {@code notify} command. */
	public static final class Counter extends NotificationBroadcasterSupport implements CounterMBean {
		private int limit = FIRST_LIMIT;
		private String label = "first";
		private long count;
		private long sequence;

		@Override
		public synchronized int getLimit() {
			return limit;
		}

		@Override
		public void setLimit(int newLimit) {
			int old;
			long seq;
			synchronized (this) {
				old = limit;
				limit = newLimit;
				seq = ++sequence;
			}
			sendNotification(new AttributeChangeNotification(this, seq, System.currentTimeMillis(),
					"Limit changed from " + old + " to " + newLimit, "Limit", "int", old, newLimit));
		}

		@Override
		public synchronized String getLabel() {
			return label;
		}

		@Override
		public synchronized void setLabel(String newLabel) {
			label = newLabel;
		}

		@Override
		public synchronized long getCount() {
			return count;
		}

		@Override
		public synchronized String add(int amount, String note) {
			count += amount;
			return count + " " + note;
		}

		void ping() {
			long seq;
			synchronized (this) {
				seq = ++sequence;
			}
			sendNotification(new javax.management.Notification(PING, this, seq, "ping " + seq));
		}

		@Override
		public MBeanNotificationInfo[] getNotificationInfo() {
			return new MBeanNotificationInfo[] {
					new MBeanNotificationInfo(new String[] { AttributeChangeNotification.ATTRIBUTE_CHANGE },
							AttributeChangeNotification.class.getName(), "the limit changed"),
					new MBeanNotificationInfo(new String[] { PING }, javax.management.Notification.class.getName(),
							"sent on the notify command") };
		}
	}

	public static void main(String[] args) throws Exception {
		Counter counter = new Counter();
		ManagementFactory.getPlatformMBeanServer().registerMBean(counter, new ObjectName(NAME));
		OnDemand.serve(Map.of("notify", () -> {
			counter.ping();
			System.out.println("notified");
		}));
	}
}
