package dyno.jvm;

/** How Dyno reaches a JVM, and what each way can and cannot give. */
public enum Transport {
	LOCAL("local (jvmstat)", true, "all GC spaces and causes from the JVM's counters; GC, heap dump, histogram and "
			+ "JVM info through the attach API"),
	JSTATD("jstatd", false, "all GC spaces and causes from the JVM's counters; no actions: jstatd only publishes "
			+ "counters (connect over JMX to run a GC, dump the heap or take a histogram); jstatd must run on a JDK "
			+ "of Dyno's release (" + Runtime.version().feature() + "), as its RMI protocol changes between releases"),
	JMX("JMX", true, "memory pools and collectors, actions, JVM info; both survivor spaces come as one pool and "
			+ "GC causes are only known for collections seen while connected");

	private final String label;
	private final boolean offersActions;
	private final String gives;

	Transport(String label, boolean offersActions, String gives) {
		this.label = label;
		this.offersActions = offersActions;
		this.gives = gives;
	}

	public String label() {
		return label;
	}

	/** Whether Perform GC, heap dump and class histogram can run over this transport. */
	public boolean offersActions() {
		return offersActions;
	}

	/** What data and actions this transport offers, in words for the user. */
	public String gives() {
		return gives;
	}
}
