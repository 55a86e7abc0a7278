package dyno.heap.hprof.internal;

import java.util.ArrayList;
import java.util.List;

/**
 * The outgoing references of an object, read from its record in the mapped file: an instance's reference fields
 * (not {@code java.lang.ref.Reference.referent}: an object only weakly, softly or phantom reachable is not held), an
 * array's elements, a class's static fields.
 */
final class References {

	/** Receives each non-null reference with the slot it is in (field number, array index, static number). */
	interface Visitor {
		void reference(long id, int slot);
	}

	private final HprofIndex index;
	private final MappedFile file;
	private final int idSize;

	References(HprofIndex index) {
		this.index = index;
		this.file = index.file;
		this.idSize = index.idSize;
	}

	void visit(int node, Visitor visitor) {
		long pos = index.objects.offset(node);
		int tag = file.u1(pos);
		switch (tag) {
		case HprofIndex.INSTANCE_DUMP -> {
			ClassInfo info = index.classes.get(index.objects.classIndex(node));
			int[] offsets = referenceOffsets(info);
			long values = pos + 1 + idSize + 4 + idSize + 4;
			for (int f = 0; f < offsets.length; f++) {
				long id = file.id(values + offsets[f], idSize);
				if (id != 0) {
					visitor.reference(id, f);
				}
			}
		}
		case HprofIndex.OBJECT_ARRAY_DUMP -> {
			int length = index.objects.length(node);
			long elements = pos + 1 + idSize + 4 + 4 + idSize;
			for (int k = 0; k < length; k++) {
				long id = file.id(elements + (long) k * idSize, idSize);
				if (id != 0) {
					visitor.reference(id, k);
				}
			}
		}
		case HprofIndex.CLASS_DUMP -> {
			ClassInfo info = index.classes.get(index.objects.classInfoOf(node));
			long p = info.staticsPos + 2;
			for (int s = 0; s < info.staticTypes.length; s++) {
				int type = info.staticTypes[s];
				p += idSize + 1;
				if (type == ClassInfo.OBJECT) {
					long id = file.id(p, idSize);
					if (id != 0) {
						visitor.reference(id, s);
					}
				}
				p += type == ClassInfo.OBJECT ? idSize : ClassInfo.valueSize(type, 0);
			}
		}
		default -> {
			// a primitive array holds nothing
		}
		}
	}

	/** What a slot of {@code node} is called: a field name, {@code [index]} or a static field's name. */
	String slotName(int node, int slot) {
		int tag = file.u1(index.objects.offset(node));
		if (tag == HprofIndex.INSTANCE_DUMP) {
			ClassInfo info = index.classes.get(index.objects.classIndex(node));
			referenceOffsets(info);
			return info.referenceNames[slot];
		}
		if (tag == HprofIndex.CLASS_DUMP) {
			return index.string(index.classes.get(index.objects.classInfoOf(node)).staticNameIds[slot]);
		}
		return "[" + slot + "]";
	}

	/** The slot of {@code node} that refers to {@code target}, as a name; "?" when none does (cannot happen). */
	String via(int node, long target) {
		int[] found = { -1 };
		visit(node, (id, slot) -> {
			if (id == target && found[0] < 0) {
				found[0] = slot;
			}
		});
		return found[0] < 0 ? "?" : slotName(node, found[0]);
	}

	/**
	 * The referent of a {@code java.lang.ref.Reference} instance (the reference not followed), 0 for a cleared
	 * one or any other object.
	 */
	long referent(int node) {
		ClassInfo info = index.classes.get(index.objects.classIndex(node));
		if (index.isClassNode(node) || info.isPrimitiveArray() || info.isObjectArray()) {
			return 0;
		}
		referenceOffsets(info);
		if (info.referentOffset < 0) {
			return 0;
		}
		long values = index.objects.offset(node) + 1 + idSize + 4 + idSize + 4;
		return file.id(values + info.referentOffset, idSize);
	}

	private int[] referenceOffsets(ClassInfo info) {
		if (info.referenceOffsets == null) {
			List<Integer> offsets = new ArrayList<>();
			List<String> names = new ArrayList<>();
			int offset = 0;
			for (ClassInfo c = info; c != null; c = c.superIndex < 0 ? null : index.classes.get(c.superIndex)) {
				boolean reference = "java.lang.ref.Reference".equals(c.name);
				for (int f = 0; f < c.fieldTypes.length; f++) {
					int type = c.fieldTypes[f];
					if (type == ClassInfo.OBJECT) {
						String name = index.string(c.fieldNameIds[f]);
						if (reference && name.equals("referent")) {
							info.referentOffset = offset;
						} else {
							offsets.add(offset);
							names.add(name);
						}
						offset += idSize;
					} else {
						offset += ClassInfo.valueSize(type, 0);
					}
				}
			}
			info.referenceNames = names.toArray(String[]::new);
			info.referenceOffsets = offsets.stream().mapToInt(Integer::intValue).toArray();
		}
		return info.referenceOffsets;
	}
}
