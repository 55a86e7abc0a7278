package dyno.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the bench prints, kept to be written to a results file at the end. */
final class Report {

	private final StringBuilder text = new StringBuilder();

	void line(String format, Object... args) {
		String line = String.format(java.util.Locale.ROOT, format, args);
		System.out.println(line);
		System.out.flush();
		text.append(line).append('\n');
	}

	void writeTo(Path file) throws IOException {
		Files.createDirectories(file.getParent());
		Files.writeString(file, text);
		System.out.println("written to " + file);
	}
}
