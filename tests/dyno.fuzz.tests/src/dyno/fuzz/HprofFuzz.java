package dyno.fuzz;

import java.nio.file.Path;

import dyno.heap.hprof.HeapDump;

/** {@link HeapDump}: opens (indexes) a dump and takes its histogram. */
public final class HprofFuzz {

	private HprofFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		Path hprof = ParserProperty.file("fuzz.hprof", data);
		ParserProperty.check(() -> {
			try (HeapDump dump = HeapDump.open(hprof)) {
				dump.histogram();
			}
		});
	}
}
