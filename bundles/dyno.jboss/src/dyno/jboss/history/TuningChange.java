package dyno.jboss.history;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Objects;

/**
 * One saved change of a configuration file: when, which file, the unified diff, and the file's whole bytes before
 * and after (so it can be compared or restored without the server's own backup).
 *
 * @param time when the change was saved
 * @param file the configuration file (absolute)
 * @param diff the unified diff of before and after ({@link UnifiedDiff})
 * @param before the whole file before the save
 * @param after the whole file after the save
 */
public record TuningChange(Instant time, Path file, String diff, byte[] before, byte[] after) {

	public TuningChange {
		Objects.requireNonNull(time, "time");
		Objects.requireNonNull(file, "file");
		Objects.requireNonNull(diff, "diff");
		Objects.requireNonNull(before, "before");
		Objects.requireNonNull(after, "after");
	}

	/** The changed lines only (the diff without its headers and context), for a one-line summary. */
	public String changedLines() {
		StringBuilder b = new StringBuilder();
		for (String line : diff.split("\n")) {
			if ((line.startsWith("-") || line.startsWith("+")) && !line.startsWith("---") && !line.startsWith("+++")) {
				b.append(b.isEmpty() ? "" : " ").append(line.charAt(0)).append(line.substring(1).strip());
			}
		}
		return b.toString();
	}
}
