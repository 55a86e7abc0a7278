package dyno.jvm.internal;

import java.io.IOException;

import javax.management.InstanceNotFoundException;
import javax.management.MBeanServerConnection;
import javax.management.Notification;
import javax.management.NotificationFilterSupport;
import javax.management.NotificationListener;
import javax.management.ObjectName;
import javax.management.openmbean.CompositeData;

/**
 * Keeps the cause of the latest collection from the collectors' GC notifications (the JVM sends one after
 * each collection, with {@code GarbageCollectionNotificationInfo} as composite data). JMX has no counter
 * for it, so causes of collections before the connection are unknown: {@link #lastCause()} is null until
 * the first notification.
 */
final class GcCauseListener implements NotificationListener {

	/** {@code GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION}. */
	static final String GC_NOTIFICATION = "com.sun.management.gc.notification";

	private volatile String lastCause;

	/** Subscribes to every collector's notifications. */
	static GcCauseListener subscribe(MBeanServerConnection mbs, Iterable<ObjectName> collectors) throws IOException {
		GcCauseListener listener = new GcCauseListener();
		NotificationFilterSupport filter = new NotificationFilterSupport();
		filter.enableType(GC_NOTIFICATION);
		for (ObjectName collector : collectors) {
			try {
				mbs.addNotificationListener(collector, listener, filter, null);
			} catch (InstanceNotFoundException e) {
				// The collector has no bean to listen to after all: its causes stay unknown.
			}
		}
		return listener;
	}

	String lastCause() {
		return lastCause;
	}

	@Override
	public void handleNotification(Notification notification, Object handback) {
		if (notification.getUserData() instanceof CompositeData info && info.containsKey("gcCause")) {
			lastCause = String.valueOf(info.get("gcCause"));
		}
	}
}
