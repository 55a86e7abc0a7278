package dyno.fuzz;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fuzz target on its corpus (the seeds, what fuzzing kept, and each crash found: crashes/ holds the inputs of
 * fixed findings, so each is a regression test) and on the whole fixtures it was seeded from. Each input must end
 * within the time limit releng/fuzz.sh gives the fuzzer, with a result or Dyno's error with a cause.
 */
class CorpusReplayTest {

	/**
	 * Longer than releng/fuzz.sh's -timeout (10 s): the test JVM's heap is larger than the fuzzer's -Xmx1g, so the
	 * JFR whose lying length asks for gigabytes gets much of them before it fails (10.04 s once on a fresh machine).
	 * A hang still fails.
	 */
	private static final Duration PER_INPUT = Duration.ofSeconds(60);

	static Stream<Arguments> inputs() throws IOException {
		Path corpus = Path.of(System.getProperty("dyno.fuzz.corpus", "corpus"));
		Path fixtures = Path.of(System.getProperty("dyno.fixtures", "../../../shared/fixtures"));
		List<Arguments> inputs = new ArrayList<>();
		for (FuzzTarget target : FuzzTarget.values()) {
			Path folder = corpus.resolve(target.corpusName());
			try (Stream<Path> files = Files.walk(folder)) {
				files.filter(Files::isRegularFile).sorted()
						.forEach(f -> inputs.add(Arguments.of(target, corpus.relativize(f).toString(), f)));
			}
			for (String fixture : target.fixtures) {
				inputs.add(Arguments.of(target, "fixtures/" + fixture, fixtures.resolve(fixture)));
			}
		}
		return inputs.stream();
	}

	@ParameterizedTest(name = "{1}")
	@MethodSource("inputs")
	void endsWithResultOrCause(FuzzTarget target, String name, Path input) throws IOException {
		byte[] data = Files.readAllBytes(input);
		assertTimeoutPreemptively(PER_INPUT, () -> target.testOneInput.accept(data), name + " took too long");
	}
}
