package dyno.load.run.internal;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** Names and creates a new run folder: {@code yyyyMMdd-HHmmss-<plan name>}, with {@code -2}, {@code -3} ... on clashes. */
public final class RunFolder {

	private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
			.withZone(ZoneId.systemDefault());

	private RunFolder() {
	}

	public static Path create(Path runsRoot, Path plan, long started) throws IOException {
		Files.createDirectories(runsRoot);
		String planName = plan.getFileName().toString().replaceFirst("\\.jmx$", "").replaceAll("[^A-Za-z0-9._-]+", "_");
		String base = STAMP.format(Instant.ofEpochMilli(started)) + "-" + planName;
		for (int n = 1;; n++) {
			Path dir = runsRoot.resolve(n == 1 ? base : base + "-" + n);
			try {
				return Files.createDirectory(dir);
			} catch (FileAlreadyExistsException e) {
				// Two runs of one plan in the same second: take the next number.
			}
		}
	}
}
