package dyno.ide;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What "Profile with Dyno" adds to a Java Application launch: the attributes of its Dyno tab and the JVM options
 * they stand for. The program runs as it would with Run; Dyno attaches to it as to any JVM of this machine (its
 * jvmstat counters and attach API, which every HotSpot JVM offers unless told otherwise, so the options only
 * make sure nobody switched them off), and optionally records it with JFR and writes a GC log.
 */
public final class ProfileWithDyno {

	/** The launch mode: Eclipse's own "profile" mode (Run > Profile As). */
	public static final String MODE = "profile";
	/** Boolean attribute: record the run with JDK Flight Recorder (profile settings); default off. */
	public static final String ATTR_JFR = "dyno.ide.jfr";
	/** Boolean attribute: write a GC log ({@code -Xlog:gc*}); default off. */
	public static final String ATTR_GC_LOG = "dyno.ide.gcLog";

	private ProfileWithDyno() {
	}

	/**
	 * The JVM options for a run: the jvmstat counters on (a -XX:-UsePerfData in the configuration would hide the program from Dyno), then JFR into {@code jfrFile} and a GC log
	 * into {@code gcLog} where those are not null (paths without spaces or commas: JVM option syntax has no quoting).
	 */
	public static List<String> vmOptions(Path jfrFile, Path gcLog) {
		List<String> options = new ArrayList<>(List.of("-XX:+UsePerfData"));
		if (jfrFile != null) {
			options.add("-XX:StartFlightRecording=settings=profile,dumponexit=true,filename=" + jfrFile);
		}
		if (gcLog != null) {
			options.add("-Xlog:gc*:file=" + gcLog + ":time,uptime,level,tags");
		}
		return options;
	}
}
