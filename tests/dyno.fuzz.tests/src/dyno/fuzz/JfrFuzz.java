package dyno.fuzz;

import java.nio.file.Path;

import dyno.profile.JfrFile;

/** {@link JfrFile#load}: the chunk headers checked by Dyno, then the events read by JMC's parser. */
public final class JfrFuzz {

	private JfrFuzz() {
	}

	public static void fuzzerTestOneInput(byte[] data) {
		Path jfr = ParserProperty.file("fuzz.jfr", data);
		ParserProperty.check(() -> JfrFile.load(jfr));
	}
}
