package dyno.heap.hprof.internal;

import java.util.Arrays;

/**
 * Instance sizes of every class under one layout, as HotSpot computes them: fields after the header; before JDK
 * 15 class by class (each class's fields start where its superclass's end, rounded up to a reference's size,
 * longs and doubles 8-aligned with the gap before them filled by smaller fields), since JDK 15 densely over the
 * whole hierarchy; the object rounded up to 8 bytes.
 */
final class Layout {

	private final HprofIndex index;
	private final int referenceSize;
	private final int headerSize;
	private final boolean dense;
	private final long[] ends;

	Layout(HprofIndex index, int referenceSize, int headerSize, boolean dense) {
		this.index = index;
		this.referenceSize = referenceSize;
		this.headerSize = headerSize;
		this.dense = dense;
		ends = new long[index.classes.size()];
		Arrays.fill(ends, -1);
	}

	long[] instanceSizes() {
		long[] sizes = new long[ends.length];
		for (int c = 0; c < sizes.length; c++) {
			sizes[c] = ObjectSizes.align(end(c), 8);
		}
		return sizes;
	}

	/**
	 * The size of each class's {@code java.lang.Class} object: {@code classObjectSize}, plus (JDK 8+) the class's
	 * static fields, rounded up to 8.
	 */
	long[] mirrorSizes(int classObjectSize, boolean withStatics) {
		long[] statics = withStatics ? staticBytes() : new long[ends.length];
		long[] sizes = new long[ends.length];
		for (int c = 0; c < sizes.length; c++) {
			sizes[c] = ObjectSizes.align(classObjectSize + statics[c], 8);
		}
		return sizes;
	}

	/**
	 * The bytes of each class's static fields. HotSpot's dumps add pseudo-statics named {@code <...>} (resolved
	 * references, the init lock) that live elsewhere; they are not counted.
	 */
	long[] staticBytes() {
		long[] bytes = new long[ends.length];
		for (int c = 0; c < bytes.length; c++) {
			ClassInfo info = index.classes.get(c);
			for (int f = 0; f < info.staticTypes.length; f++) {
				if (!index.string(info.staticNameIds[f]).startsWith("<")) {
					bytes[c] += ClassInfo.valueSize(info.staticTypes[f], referenceSize);
				}
			}
		}
		return bytes;
	}

	/** Where the fields of class {@code c} (and its superclasses) end. */
	private long end(int c) {
		if (ends[c] >= 0) {
			return ends[c];
		}
		ClassInfo info = index.classes.get(c);
		if (dense) {
			ends[c] = denseEnd(info);
		} else {
			long start = info.superIndex < 0 ? headerSize : end(info.superIndex);
			ends[c] = ObjectSizes.align(ownEnd(info, start), Math.max(referenceSize, 4));
			if (info.superIndex < 0 && info.fieldTypes.length == 0) {
				ends[c] = headerSize;
			}
		}
		return ends[c];
	}

	private long ownEnd(ClassInfo info, long start) {
		long total = 0;
		long small = 0;
		boolean wide = false;
		for (byte type : info.fieldTypes) {
			int size = ClassInfo.valueSize(type, referenceSize);
			total += size;
			if (size == 8) {
				wide = true;
			} else if (type != ClassInfo.OBJECT) {
				small += size;
			}
		}
		long gap = wide && start % 8 != 0 ? 8 - start % 8 : 0;
		return start + total + Math.max(0, gap - small);
	}

	private long denseEnd(ClassInfo info) {
		long total = headerSize;
		long small = 0;
		boolean wide = false;
		for (ClassInfo c = info; c != null; c = c.superIndex < 0 ? null : index.classes.get(c.superIndex)) {
			for (byte type : c.fieldTypes) {
				int size = ClassInfo.valueSize(type, referenceSize);
				total += size;
				if (size == 8) {
					wide = true;
				} else {
					small += size;
				}
			}
		}
		long gap = wide && headerSize % 8 != 0 ? 8 - headerSize % 8 : 0;
		return total + Math.max(0, gap - small);
	}
}
