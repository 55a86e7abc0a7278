package dyno.heap.hprof;

/**
 * One object on a path from a GC root.
 *
 * @param className the object's class as Java names it ({@code byte[]}); a class itself (whose static field
 *                  holds the next object) reads {@code "class X"}
 * @param via       the field (or {@code [index]} of an array, or static field) of the previous step that refers to
 *                  this object; {@code ""} for the root
 */
public record Step(long objectId, String className, String via) {
}
