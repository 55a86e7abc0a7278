package dyno.heap.hprof.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import dyno.heap.hprof.ProgressListener;

/**
 * The index of an HPROF file, built in one sequential pass: for every object (instance, array, class) its
 * identifier, where its record starts, its class and its array length, in compact primitive arrays (about 24 bytes
 * an object; in file order, sorted by identifier when the first search by identifier needs it); the classes with their field lists; the GC roots; where each name string
 * is. Object contents stay in the mapped file and are read when asked for.
 */
public final class HprofIndex {

	/** Heap dump sub-record tags of the objects. */
	static final int CLASS_DUMP = 0x20, INSTANCE_DUMP = 0x21, OBJECT_ARRAY_DUMP = 0x22, PRIMITIVE_ARRAY_DUMP = 0x23;
	private static final String[] PRIMITIVE_ARRAYS = { "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J" };
	private static final int[] PRIMITIVE_SIZES = { 1, 2, 4, 8, 1, 2, 4, 8 };
	private static final long PROGRESS_STEP = 32L << 20;

	final Path path;
	final MappedFile file;
	final String format;
	final int idSize;
	final long timestamp;
	final List<ClassInfo> classes = new ArrayList<>();
	private final LongLongMap classByObjectId = new LongLongMap(4096);
	private final LongLongMap strings = new LongLongMap(1 << 16);
	private final LongLongMap classNameIds = new LongLongMap(4096);
	/** The object table, sorted by id once read; {@code length} holds a class node's {@link ClassInfo} index. */
	final ObjectTable objects;
	final RootTable roots = new RootTable();
	int classClass = -1;
	/** Where the per-object arrays live: on the heap, or mapped for a dump too large for it. */
	final ArrayStore store;
	/** During the second pass: the record offsets being collected, in file order. */
	private LongArray offsetsBeingRead;
	private int offsetCount;

	private HprofIndex(Path path, MappedFile file, ArrayStore store, String format, int idSize, long timestamp) {
		this.path = path;
		this.file = file;
		this.store = store;
		this.format = format;
		this.idSize = idSize;
		this.timestamp = timestamp;
		// Heap dumps of servers average 55-65 bytes a record.
		objects = new ObjectTable(store, (int) Math.min(1 << 26, file.size() / ArrayStore.RECORD_BYTES));
		for (int i = 0; i < PRIMITIVE_ARRAYS.length; i++) {
			classes.add(new ClassInfo(i, 0, PRIMITIVE_ARRAYS[i], PRIMITIVE_SIZES[i]));
		}
	}

	/**
	 * Maps and indexes {@code path}, its per-object arrays on the heap unless the dump is too large for it (see
	 * {@link ArrayStore#forDump}); the caller closes the index's file on failure of anything later.
	 */
	public static HprofIndex read(Path path, ProgressListener progress) throws IOException {
		return read(path, progress, ArrayStore.forDump(path, Files.size(path)));
	}

	/** Maps and indexes {@code path}, its per-object arrays in {@code store}. */
	public static HprofIndex read(Path path, ProgressListener progress, ArrayStore store) throws IOException {
		MappedFile file = new MappedFile(path);
		try {
			HprofIndex index = header(path, file, store);
			index.readRecords(progress);
			index.finish();
			return index;
		} catch (IOException | RuntimeException e) {
			file.close();
			throw e;
		}
	}

	private static HprofIndex header(Path path, MappedFile file, ArrayStore store) throws IOException {
		long size = file.size();
		if (size >= 2 && file.u1(0) == 0x1f && file.u1(1) == 0x8b) {
			throw new IOException(path + " is gzip-compressed (as 'jcmd GC.heap_dump -gz' writes it): unpack it "
					+ "first, e.g. 'gunzip -k " + path.getFileName() + "'");
		}
		int nul = -1;
		for (int i = 0; i < Math.min(size, 64); i++) {
			if (file.u1(i) == 0) {
				nul = i;
				break;
			}
		}
		String magic = nul < 0 ? "" : new String(file.bytes(0, nul), StandardCharsets.ISO_8859_1);
		if (!magic.startsWith("JAVA PROFILE ")) {
			throw new IOException(path + " is not an HPROF heap dump: it does not start with \"JAVA PROFILE 1.0.x\""
					+ (size == 0 ? " (the file is empty)" : ""));
		}
		if (size < nul + 13) {
			throw new IOException(path + " is truncated: it ends inside the HPROF header (" + size + " bytes)");
		}
		int idSize = file.i4(nul + 1);
		if (idSize != 4 && idSize != 8) {
			throw new IOException(path + ": identifier size " + idSize + " in the HPROF header; only 4 and 8 exist");
		}
		return new HprofIndex(path, file, store, magic, idSize, file.i8(nul + 5));
	}

	/** Reads every record: names, classes and objects, or (the second pass) only where the objects are. */
	private void readRecords(ProgressListener progress) throws IOException {
		long size = file.size();
		long pos = format.length() + 1 + 4 + 8;
		long nextReport = 0;
		while (pos < size) {
			if (pos >= nextReport) {
				progress.worked(pos, size);
				if (progress.cancelled()) {
					throw new CancellationException("reading " + path.getFileName() + " cancelled");
				}
				nextReport = pos + PROGRESS_STEP;
			}
			if (pos + 9 > size) {
				throw truncated(pos, 9);
			}
			int tag = file.u1(pos);
			long length = file.u4(pos + 5);
			long body = pos + 9;
			if (body + length > size) {
				throw truncated(pos, 9 + length);
			}
			switch (tag) {
			case 0x01 -> {
				requireLength(pos, tag, length, idSize);
				if (offsetsBeingRead == null) {
					strings.put(file.id(body, idSize), pos);
				}
			}
			case 0x02 -> {
				requireLength(pos, tag, length, 8 + 2L * idSize);
				if (offsetsBeingRead == null) {
					classNameIds.put(file.id(body + 4, idSize), file.id(body + 8 + idSize, idSize));
				}
			}
			case 0x0C, 0x1C -> {
				try {
					readHeapDump(body, body + length);
				} catch (IndexOutOfBoundsException e) {
					// A sub-record's own sizes (fields, array lengths) are not checked one by one; one that lies
					// reads past the mapped file, which refuses (found by fuzzing a class dump's field count).
					throw new IOException(path + " is damaged: a sub-record of the heap dump record at byte " + pos
							+ " reaches past the end of the file (" + size + " bytes)", e);
				}
			}
			default -> {
				// stack traces, threads, CPU samples ...: not needed for sizes and paths
			}
			}
			pos = body + length;
		}
		progress.worked(size, size);
	}

	/** A record whose length field is shorter than its fixed fields lies (found by fuzzing: it read past the file). */
	private void requireLength(long recordStart, int tag, long length, long fields) throws IOException {
		if (length < fields) {
			throw new IOException(path + " is damaged: the record at byte " + recordStart + " (tag 0x"
					+ Integer.toHexString(tag) + ") says it is " + length + " bytes long, but its fields take " + fields);
		}
	}

	private IOException truncated(long recordStart, long needed) {
		return new IOException(path + " is truncated: the record at byte " + recordStart + " needs " + needed
				+ " bytes but the file ends at byte " + file.size()
				+ " (the dump was cut short: the disk filled up, or the JVM ended while writing it)");
	}

	private void readHeapDump(long pos, long end) throws IOException {
		int id = idSize;
		while (pos < end) {
			int tag = file.u1(pos);
			long start = pos;
			pos += 1;
			switch (tag) {
			case 0xFF, 0x05, 0x07 -> pos = root(pos, tag, 0);
			case 0x01 -> pos = root(pos, tag, id);
			case 0x02, 0x03, 0x08 -> pos = root(pos, tag, 8);
			case 0x04, 0x06 -> pos = root(pos, tag, 4);
			case CLASS_DUMP -> {
				if (offsetsBeingRead != null) {
					offsetsBeingRead.set(offsetCount++, start);
					pos = classDumpEnd(start, pos);
				} else {
					pos = classDump(start, pos);
				}
			}
			case INSTANCE_DUMP -> {
				long length = file.u4(pos + id + 4 + id);
				add(start, file.id(pos, id), file.id(pos + id + 4, id), 0);
				pos += id + 4 + id + 4 + length;
			}
			case OBJECT_ARRAY_DUMP -> {
				int count = arrayLength(start, file.i4(pos + id + 4));
				add(start, file.id(pos, id), file.id(pos + id + 8, id), count);
				pos += id + 4 + 4 + id + (long) count * id;
			}
			case PRIMITIVE_ARRAY_DUMP -> {
				int count = arrayLength(start, file.i4(pos + id + 4));
				int type = file.u1(pos + id + 8);
				if (type < 4 || type > 11) {
					throw malformed(start, "primitive array of unknown type " + type);
				}
				if (offsetsBeingRead != null) {
					offsetsBeingRead.set(offsetCount++, start);
				} else {
					objects.add(file.id(pos, id), type - 4, count);
				}
				pos += id + 4 + 4 + 1 + (long) count * PRIMITIVE_SIZES[type - 4];
			}
			default -> throw malformed(start, String.format("unknown heap dump record 0x%02x", tag));
			}
			if (pos > end) {
				if (end >= file.size()) {
					throw truncated(start, pos - start);
				}
				throw malformed(start, "an object record runs past the end of its heap dump segment");
			}
		}
	}

	/**
	 * An array record's element count, refused when negative: the record's end would then lie before its start and
	 * the reading go round the same records for ever (found by fuzzing).
	 */
	private int arrayLength(long recordStart, int count) throws IOException {
		if (count < 0) {
			throw malformed(recordStart, "an array of " + count + " elements");
		}
		return count;
	}

	private long root(long pos, int tag, int extra) {
		roots.add(file.id(pos, idSize), tag);
		return pos + idSize + extra;
	}

	private long classDump(long start, long pos) throws IOException {
		int id = idSize;
		ClassInfo info = classes.get(classIndex(file.id(pos, id)));
		info.superId = file.id(pos + id + 4, id);
		info.loaderId = file.id(pos + id + 4 + id, id);
		info.dumped = true;
		pos += id + 4 + 6L * id + 4;
		int constants = file.u2(pos);
		pos += 2;
		for (int i = 0; i < constants; i++) {
			pos += 2 + 1 + valueBytes(file.u1(pos + 2), start);
		}
		info.staticsPos = pos;
		int statics = file.u2(pos);
		pos += 2;
		info.staticNameIds = new long[statics];
		info.staticTypes = new byte[statics];
		for (int i = 0; i < statics; i++) {
			info.staticNameIds[i] = file.id(pos, id);
			info.staticTypes[i] = (byte) file.u1(pos + id);
			pos += id + 1 + valueBytes(info.staticTypes[i], start);
		}
		int fields = file.u2(pos);
		pos += 2;
		info.fieldNameIds = new long[fields];
		info.fieldTypes = new byte[fields];
		for (int i = 0; i < fields; i++) {
			info.fieldNameIds[i] = file.id(pos, id);
			info.fieldTypes[i] = (byte) file.u1(pos + id);
			valueBytes(info.fieldTypes[i], start);
			pos += id + 1;
		}
		info.node = objects.size();
		objects.add(info.id, -1, -1 - info.index);
		return pos;
	}

	/** Where a CLASS DUMP record ends, for the second pass (it changes nothing). */
	private long classDumpEnd(long start, long pos) throws IOException {
		int id = idSize;
		pos += id + 4 + 6L * id + 4;
		int constants = file.u2(pos);
		pos += 2;
		for (int i = 0; i < constants; i++) {
			pos += 2 + 1 + valueBytes(file.u1(pos + 2), start);
		}
		int statics = file.u2(pos);
		pos += 2;
		for (int i = 0; i < statics; i++) {
			pos += id + 1 + valueBytes(file.u1(pos + id), start);
		}
		return pos + 2 + (long) file.u2(pos) * (id + 1);
	}

	/** An instance or object array: into the table (first pass) or its offset (second pass). */
	private void add(long start, long objectId, long classId, int length) {
		if (offsetsBeingRead != null) {
			offsetsBeingRead.set(offsetCount++, start);
		} else {
			objects.add(objectId, classIndex(classId), length);
		}
	}

	/** Bytes of a value of a basic type in the dump (references take the identifier size). */
	int valueBytes(int type, long recordStart) throws IOException {
		if (type == ClassInfo.OBJECT) {
			return idSize;
		}
		if (type < 4 || type > 11) {
			throw malformed(recordStart, "field of unknown type " + type);
		}
		return PRIMITIVE_SIZES[type - 4];
	}

	private IOException malformed(long pos, String what) {
		return new IOException(path + " is not a valid HPROF heap dump: " + what + " at byte " + pos);
	}

	private int classIndex(long classId) {
		long known = classByObjectId.get(classId);
		if (known != LongLongMap.MISSING) {
			return (int) known;
		}
		ClassInfo info = new ClassInfo(classes.size(), classId, null, 0);
		classes.add(info);
		classByObjectId.put(classId, info.index);
		return info.index;
	}

	/** Names the classes, links them to their superclasses, marks the class objects. */
	private void finish() {
		for (ClassInfo info : classes) {
			if (info.name == null) {
				long nameId = classNameIds.get(info.id);
				info.name = nameId == LongLongMap.MISSING ? String.format("class@0x%x", info.id)
						: string(nameId).replace('/', '.');
			}
			if (info.dumped && info.superId != 0) {
				long superIndex = classByObjectId.get(info.superId);
				info.superIndex = superIndex == LongLongMap.MISSING ? -1 : (int) superIndex;
			}
			if ("java.lang.Class".equals(info.name)) {
				classClass = info.index;
			}
		}
		if (classClass < 0) {
			classClass = classes.size();
			classes.add(new ClassInfo(classClass, 0, "java.lang.Class", 0));
		}
		for (int i = 0; i < objects.size(); i++) {
			if (objects.classIndex(i) < 0) {
				classes.get(objects.classInfoOf(i)).node = i;
				objects.setClassIndex(i, classClass);
			}
		}
	}

	/**
	 * Reads where each object's record is (a second pass over the file) and sorts the object table by identifier,
	 * so that objects can be found by identifier and read: the holders search needs both, the histogram neither, so
	 * opening a dump does not pay for them. Renumbers the objects. A dump too large for the heap keeps the sorted
	 * table in an index file ({@code NAME.objects}): a later open reads that instead of the second pass and the sort.
	 */
	public void sortForLookup() throws IOException {
		if (objects.sortedForLookup()) {
			return;
		}
		boolean saved = store.mapped() && loadSavedObjects();
		if (!saved) {
			readOffsets();
		}
		if (saved || objects.sortById()) {
			for (int i = 0; i < objects.size(); i++) {
				if (objects.isClassNode(i)) {
					classes.get(objects.classInfoOf(i)).node = i;
				}
			}
		}
		if (store.mapped() && !saved) {
			try {
				IndexFiles.saveObjects(path, objects);
			} catch (IOException e) {
				// Only a later open gains from the file: without it, that open reads and sorts again.
			}
		}
	}

	private boolean loadSavedObjects() {
		try {
			return IndexFiles.loadObjects(path, objects, store);
		} catch (IOException e) {
			return false; // an unreadable index file is made again
		}
	}

	private void readOffsets() throws IOException {
		if (objects.hasOffsets()) {
			return;
		}
		offsetsBeingRead = store.longs(objects.size());
		offsetCount = 0;
		try {
			readRecords(ProgressListener.NONE);
			if (offsetCount != objects.size()) {
				throw new IOException(path + " changed since it was opened: " + offsetCount + " objects now, "
						+ objects.size() + " then");
			}
			objects.setOffsets(offsetsBeingRead);
		} finally {
			offsetsBeingRead = null;
		}
	}

	/** The UTF-8 string of a name identifier, or a placeholder when the dump lacks it. */
	public String string(long id) {
		long pos = strings.get(id);
		if (pos == LongLongMap.MISSING) {
			return String.format("name@0x%x", id);
		}
		int length = (int) file.u4(pos + 5) - idSize;
		return new String(file.bytes(pos + 9 + idSize, length), StandardCharsets.UTF_8);
	}

	/** Whether node {@code i} is a class (its CLASS DUMP record) rather than an instance or array. */
	boolean isClassNode(int i) {
		return objects.isClassNode(i);
	}

	public Path path() {
		return path;
	}

	/** How many objects (instances, arrays, classes) the dump holds: node numbers are {@code 0 .. objects() - 1}. */
	public int objects() {
		return objects.size();
	}

	/** The identifier (address) of a node; only once sorted for lookup. */
	public long objectId(int node) {
		return objects.id(node);
	}

	/** The node of an identifier, -1 if the dump has no such object; only once sorted for lookup. */
	public int find(long objectId) {
		return objects.find(objectId);
	}

	/**
	 * The class a node's size and fields come from, as an index of {@link #className(int)}: {@code java.lang.Class}
	 * for a class node.
	 */
	public int classOf(int node) {
		return objects.classIndex(node);
	}

	/** For a class node, the class it stands for; else the same as {@link #classOf}. */
	public int describedClass(int node) {
		return objects.isClassNode(node) ? objects.classInfoOf(node) : objects.classIndex(node);
	}

	public boolean isClass(int node) {
		return objects.isClassNode(node);
	}

	public int classCount() {
		return classes.size();
	}

	/** A class's name as the histogram gives it ({@code java.util.HashMap$Node}, {@code [B}). */
	public String className(int classIndex) {
		return classes.get(classIndex).name;
	}

	/** The identifier of a class's loader, 0 for the bootstrap loader (and the primitive array types). */
	public long loaderOf(int classIndex) {
		return classes.get(classIndex).loaderId;
	}

	public int idSize() {
		return idSize;
	}

	public long timestamp() {
		return timestamp;
	}

	public String format() {
		return format;
	}

	public MappedFile file() {
		return file;
	}

	public ArrayStore store() {
		return store;
	}
}
