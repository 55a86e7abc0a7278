package dyno.heap.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.concurrent.CancellationException;

import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Progress;
import dyno.heap.hprof.HeapDump;
import dyno.heap.hprof.ProgressListener;

/** How the heap dump analyses open their dump: {@code .hprof.gz} too, failures as one-sentence causes. */
final class HeapDumps {

	private static final long MB = 1024 * 1024;

	private HeapDumps() {
	}

	/** Opens {@code file} (unpacking a gzip-compressed one), its reading reported in megabytes. */
	static HeapDump open(Path file, Progress progress) throws AnalysisException, InterruptedException {
		if (!Files.isRegularFile(file)) {
			throw new AnalysisException(file + ": no such file");
		}
		progress.begin("Reading " + file.getFileName(), -1);
		try {
			return HeapDump.openUnpacking(file, listener(progress));
		} catch (NoSuchFileException e) {
			throw new AnalysisException(file + ": no such file", e);
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		} catch (CancellationException e) {
			throw new InterruptedException("cancelled");
		}
	}

	/** The dump's reading in megabytes; a cancelled progress stops it. */
	private static ProgressListener listener(Progress progress) {
		return new ProgressListener() {
			@Override
			public void worked(long bytesRead, long total) {
				progress.begin(bytesRead / MB + " of " + total / MB + " MB read", -1);
			}

			@Override
			public boolean cancelled() {
				return progress.cancelled();
			}
		};
	}
}
