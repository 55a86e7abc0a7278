package dyno.heap;

/**
 * One class of a {@link Snapshot}: its instances and their bytes.
 *
 * @param module what the JVM printed after the class ({@code java.base@25}), {@code ""} when absent
 */
public record ClassRow(String className, String module, long instances, long bytes) {
}
