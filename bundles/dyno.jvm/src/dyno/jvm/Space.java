package dyno.jvm;

/** The memory spaces Dyno draws. Which of them a JVM has depends on its collector (see {@link GcSpaces}). */
public enum Space {
	EDEN("Eden"),
	SURVIVOR_0("Survivor 0"),
	SURVIVOR_1("Survivor 1"),
	OLD("Old"),
	METASPACE("Metaspace"),
	COMPRESSED_CLASS("Compressed class space");

	private final String label;

	Space(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

	/** Whether the space is part of the Java heap (metaspace and class space are native memory). */
	public boolean inHeap() {
		return ordinal() <= OLD.ordinal();
	}
}
