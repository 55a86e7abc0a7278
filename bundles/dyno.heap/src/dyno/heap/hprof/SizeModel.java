package dyno.heap.hprof;

/**
 * How the dumped JVM laid out its objects, as far as sizes go. An HPROF file stores every reference as an
 * identifier of {@code idSize} bytes and no object header at all, so a histogram that summed the dump's bytes
 * would disagree with the JVM (the runtime notes measured 565 MB and 397 MB for a heap the JVM called 494 MB).
 * The JVM's own sizes are found from the dump itself: objects are identified by their addresses and HotSpot writes
 * them in address order, so the distance from one object to the next is, for most objects, the object's real size. Every candidate
 * layout (references of 4 or 8 bytes, headers of 8, 12 or 16 bytes, array elements aligned to 8 bytes or to
 * their own size, fields packed per class as before JDK 15 or densely as since) predicts these sizes; the
 * candidate that predicts the most of them wins.
 *
 * @param referenceSize       4 with compressed references (or a 32-bit JVM), else 8
 * @param headerSize          mark word and class pointer: 8 (32-bit, or compact headers), 12 (compressed class
 *                            pointers), 16
 * @param arraysAlignElements array elements start at the length field's end aligned to the element size (JDK 22+,
 *                            32-bit), rather than aligned to 8 bytes
 * @param denseFields         fields packed over the whole class hierarchy (JDK 15+), rather than class by class
 * @param classObjectSize     the size of a {@code java.lang.Class} object without statics: the JVM adds hidden
 *                            fields that a dump does not list, so this too is read from the neighbour distances
 *                            of the class objects (the most frequent one)
 * @param mirrorsHoldStatics  a {@code java.lang.Class} object holds its class's static fields (JDK 8+; before,
 *                            they lived in the permanent generation, outside the histogram): decided the same way
 * @param agreeing            how many of the sampled objects the model's size matched exactly
 * @param sampled             how many objects had a neighbour close enough to serve as evidence
 */
public record SizeModel(int referenceSize, int headerSize, boolean arraysAlignElements, boolean denseFields,
		int classObjectSize, boolean mirrorsHoldStatics, long agreeing, long sampled) {

	/** One line for people, e.g. {@code "references 4 bytes, headers 12 bytes (compressed oops), ..."}. */
	public String describe() {
		return "references " + referenceSize + " bytes, object headers " + headerSize + " bytes, "
				+ (denseFields ? "dense field layout" : "class-by-class field layout") + ", "
				+ "java.lang.Class objects " + classObjectSize + " bytes"
				+ (mirrorsHoldStatics ? " plus their statics" : " (statics outside the heap)")
				+ "; matched " + agreeing + " of " + sampled + " sampled object sizes";
	}
}
