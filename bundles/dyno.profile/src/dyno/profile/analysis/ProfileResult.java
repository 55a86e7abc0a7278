package dyno.profile.analysis;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import dyno.core.analysis.Report;
import dyno.core.analysis.Result;

/**
 * What {@link ProfileAnalysis} made: a recording fetched into a file.
 *
 * @param jvm      the recorded JVM, e.g. "pid 4711"
 * @param id       the recording's id in that JVM
 * @param settings Flight Recorder's settings it ran with
 * @param duration how long it recorded
 * @param file     where it is now
 * @param bytes    the file's size
 */
public record ProfileResult(String jvm, long id, String settings, Duration duration, Path file, long bytes)
		implements Result {

	@Override
	public Report report() {
		return new Report("JFR recording of " + jvm, List.of(new Report.Notes(null,
				List.of(String.format(Locale.ROOT, "%s: %,d bytes", file, bytes)))));
	}
}
