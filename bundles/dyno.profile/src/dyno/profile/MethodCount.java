package dyno.profile;

/**
 * A caller or callee of a method in a {@link Butterfly}.
 *
 * @param method  {@code pkg.Class.method}
 * @param samples samples in which it called (or was called by) the method
 * @param percent of the method's total samples, 0..100
 */
public record MethodCount(String method, long samples, double percent) {
}
