package dyno.heap;

/**
 * One class of a {@link Snapshot}.
 *
 * @param className as the JVM prints it: {@code java.lang.String}, {@code [B}, {@code [Ljava.lang.Object;}
 * @param module    the module the JVM printed after the class ({@code java.base@25}), {@code ""} when none
 * @param instances live instances (all instances when the snapshot was not taken after a full GC)
 * @param bytes     their shallow size as the JVM accounts it
 */
public record ClassRow(String className, String module, long instances, long bytes) {

	public ClassRow {
		module = module == null ? "" : module;
	}
}
