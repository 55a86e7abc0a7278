package dyno.heap.hprof.internal;

import java.util.Arrays;

/** The GC root records of a dump: the object each names and its kind (the HPROF sub-record tag). */
final class RootTable {

	private long[] ids = new long[1024];
	private byte[] tags = new byte[1024];
	private int size;

	void add(long id, int tag) {
		if (size == ids.length) {
			ids = Arrays.copyOf(ids, size * 2);
			tags = Arrays.copyOf(tags, size * 2);
		}
		ids[size] = id;
		tags[size] = (byte) tag;
		size++;
	}

	int size() {
		return size;
	}

	long id(int i) {
		return ids[i];
	}

	int tag(int i) {
		return tags[i] & 0xff;
	}

	/** The kind of root a sub-record tag stands for, in the words tools use for it. */
	static String kind(int tag) {
		return switch (tag) {
		case 0x01 -> "JNI global";
		case 0x02 -> "JNI local";
		case 0x03 -> "Java stack frame";
		case 0x04 -> "native stack";
		case 0x05 -> "system class";
		case 0x06 -> "thread block";
		case 0x07 -> "busy monitor";
		case 0x08 -> "thread";
		default -> "unknown root";
		};
	}
}
