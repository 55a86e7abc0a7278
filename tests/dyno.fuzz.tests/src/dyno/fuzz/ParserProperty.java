package dyno.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import dyno.core.analysis.AnalysisException;

/**
 * The property every fuzz target checks: a parser given any bytes either returns a result or fails with Dyno's own
 * error that says why (an {@link IOException} or {@link AnalysisException} with a message). Anything else it throws
 * is a finding: the fuzzer (Jazzer) reports it as a crash, the corpus replay as a failed test.
 */
final class ParserProperty {

	/** A parse step that may fail with a checked error. */
	@FunctionalInterface
	interface Parse {
		void run() throws Exception;
	}

	private ParserProperty() {
	}

	/** Runs {@code parse}; a failure that is not Dyno's error with a cause is rethrown as a finding. */
	static void check(Parse parse) {
		check(parse, IOException.class);
	}

	/**
	 * As {@link #check(Parse)} for a parser whose API declares another error for bad input ({@code declared}, e.g.
	 * the IllegalArgumentException of {@code ClassHistogram.parse}): that one with a message is a cause too.
	 */
	static void check(Parse parse, Class<? extends Exception> declared) {
		try {
			parse.run();
		} catch (ParserFinding broken) {
			throw broken;
		} catch (Exception e) {
			boolean dynos = e instanceof IOException || e instanceof AnalysisException || declared.isInstance(e);
			if (!dynos) {
				throw new ParserFinding("uncaught " + e, e);
			}
			if (e.getMessage() == null || e.getMessage().isBlank()) {
				throw new ParserFinding("error without a message: " + e, e);
			}
		}
	}

	/** Fails the target when {@code holds} is false (an edit or a save broke the document). */
	static void require(boolean holds, String what) {
		if (!holds) {
			throw new ParserFinding(what, null);
		}
	}

	/** What {@code after} has in place of what differs from {@code before} (their common start and end cut off). */
	static String replacement(String before, String after) {
		int start = 0;
		int shorter = Math.min(before.length(), after.length());
		while (start < shorter && before.charAt(start) == after.charAt(start)) {
			start++;
		}
		int end = 0;
		while (end < shorter - start
				&& before.charAt(before.length() - 1 - end) == after.charAt(after.length() - 1 - end)) {
			end++;
		}
		return after.substring(start, after.length() - end);
	}

	/**
	 * A file of this process's scratch folder holding {@code data}, for the parsers that read files. The folder is
	 * emptied first: the HPROF reader leaves index files next to a dump, keyed by its size and time, which a later
	 * input of the same size written in the same millisecond would otherwise reuse.
	 */
	static Path file(String name, byte[] data) {
		try {
			Path folder = Scratch.FOLDER;
			try (Stream<Path> old = Files.list(folder)) {
				for (Path p : (Iterable<Path>) old.sorted(Comparator.reverseOrder())::iterator) {
					Files.delete(p);
				}
			}
			return Files.write(folder.resolve(name), data);
		} catch (IOException e) {
			throw new UncheckedIOException("fuzz scratch folder: " + e.getMessage(), e);
		}
	}

	/** Created on first use, deleted with its files when the JVM ends. */
	private static final class Scratch {
		static final Path FOLDER = create();

		private static Path create() {
			try {
				Path folder = Files.createTempDirectory("dyno-fuzz");
				Runtime.getRuntime().addShutdownHook(new Thread(() -> {
					try (Stream<Path> files = Files.list(folder)) {
						files.forEach(p -> p.toFile().delete());
					} catch (IOException e) {
						// The JVM is ending; a temp folder left behind is all that is lost.
					}
					folder.toFile().delete();
				}));
				return folder;
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}
	}

	/** What a target throws for a finding: an uncaught parser exception or a broken document property. */
	static final class ParserFinding extends RuntimeException {
		private static final long serialVersionUID = 1L;

		ParserFinding(String message, Throwable cause) {
			super(message, cause);
		}
	}
}
