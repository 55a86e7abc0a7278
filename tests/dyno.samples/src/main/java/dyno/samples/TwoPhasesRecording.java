package dyno.samples;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

/**
 * A recording of {@link TwoPhases} from its JVM's start to its end (the JVM starts it and writes it at exit, so no
 * connection is waited for), as the tests of flame graphs and time ranges read it.
 */
public final class TwoPhasesRecording {

	private TwoPhasesRecording() {
	}

	/**
	 * Records {@link TwoPhases} with {@code secondsPerPhase} a phase and a second of margin into {@code file}, with
	 * the profile settings; returns when its second phase began.
	 *
	 * @throws IOException when the sample does not say when phase 2 began or does not end within a minute
	 */
	public static Instant record(Path file, int secondsPerPhase) throws IOException, InterruptedException {
		try (ChildJvm child = ChildJvm.start(List.of("-XX:StartFlightRecording=settings=profile,dumponexit=true,filename="
				+ file), TwoPhases.class, Integer.toString(secondsPerPhase), "1")) {
			String line = child.startupLines().stream().filter(l -> l.startsWith(TwoPhases.PHASE_TWO_FROM)).findFirst()
					.orElseThrow(() -> new IOException("TwoPhases did not say when phase 2 began: " + child.startupLines()));
			long deadline = System.currentTimeMillis() + 60_000;
			while (child.isAlive() && System.currentTimeMillis() < deadline) {
				Thread.sleep(100);
			}
			if (child.isAlive()) {
				throw new IOException("TwoPhases did not end by itself within a minute");
			}
			return Instant.parse(line.substring(TwoPhases.PHASE_TWO_FROM.length()));
		}
	}
}
