package dyno.heap.hprof.internal;

/**
 * What a CLASS DUMP record says about one class (or, for the eight primitive array types, a stand-in with the
 * JVM's name for them, {@code [B} ...). Filled when its record is read; an object may name its class before.
 */
final class ClassInfo {

	/** HPROF basic types: object, boolean, char, float, double, byte, short, int, long. */
	static final int OBJECT = 2;

	final int index;
	long id;
	String name;
	/** The element size in bytes for a primitive array type, 0 otherwise. */
	final int primitiveElementSize;
	long superId;
	int superIndex = -1;
	/** Node index of this class's own CLASS DUMP record, -1 for array and primitive stand-ins. */
	int node = -1;
	long[] fieldNameIds = new long[0];
	byte[] fieldTypes = new byte[0];
	long[] staticNameIds = new long[0];
	byte[] staticTypes = new byte[0];
	/** Where the static field count of its CLASS DUMP record is in the file. */
	long staticsPos;
	boolean dumped;
	/** Offsets of reference fields in an instance's field values (own class first), and their names; lazily. */
	int[] referenceOffsets;
	String[] referenceNames;
	/** Offset of {@code java.lang.ref.Reference.referent} in an instance's field values, -1 if none; lazily. */
	int referentOffset = -1;
	/** The class loader's object identifier (0: the bootstrap loader). */
	long loaderId;

	ClassInfo(int index, long id, String name, int primitiveElementSize) {
		this.index = index;
		this.id = id;
		this.name = name;
		this.primitiveElementSize = primitiveElementSize;
	}

	boolean isPrimitiveArray() {
		return primitiveElementSize > 0;
	}

	boolean isObjectArray() {
		return name != null && name.startsWith("[");
	}

	/** Size in the JVM of a value of an HPROF basic type; references take {@code refSize}. */
	static int valueSize(int type, int refSize) {
		return switch (type) {
		case OBJECT -> refSize;
		case 4, 8 -> 1;
		case 5, 9 -> 2;
		case 6, 10 -> 4;
		case 7, 11 -> 8;
		default -> throw new IllegalArgumentException("unknown HPROF basic type " + type);
		};
	}
}
