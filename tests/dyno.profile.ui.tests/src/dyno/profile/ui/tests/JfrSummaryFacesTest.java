package dyno.profile.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.cli.internal.Call;
import dyno.cli.internal.profile.JfrSummaryCommand;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmAccess;
import dyno.profile.JfrControl;
import dyno.profile.RecordingSettings;
import dyno.profile.TimeRange;
import dyno.profile.analysis.JfrSummaryAnalysis;
import dyno.profile.analysis.JfrSummaryResult;
import dyno.profile.analysis.ProfileAnalysis;
import dyno.profile.ui.internal.editor.Analyses;
import dyno.samples.ChildJvm;
import dyno.samples.Profiled;

/**
 * One result, every face: a recording of the profiling sample read by the Recording editor's path and by
 * {@code dyno jfr-summary --format json} (parsed with Gson) gives the same rows and rule results in the same order.
 */
class JfrSummaryFacesTest {

	@Test
	void theEditorAndTheCommandLineShowTheSameRowsAndFindings(@TempDir Path dir) throws Exception {
		Path jfr = record(dir.resolve("profiled.jfr"));

		Analyses editor = Analyses.load(jfr, TimeRange.ALL, new NullProgressMonitor());
		assertNull(editor.problem());
		JfrSummaryResult shown = editor.result();
		JsonObject json = commandLineJson(jfr);

		assertTrue(!shown.execution().hotMethods().isEmpty() && !shown.rules().isEmpty(), "a recording with rows");
		assertEquals(shown.execution().hotMethods().stream().map(h -> h.method() + " " + h.selfSamples() + " "
				+ h.totalSamples()).toList(), rows(json, "hotMethods", r -> text(r, "method") + " "
						+ text(r, "selfSamples") + " " + text(r, "totalSamples")));
		assertEquals(shown.memory().byClass().stream().map(a -> a.className() + " " + a.bytesInTlab() + " "
				+ a.bytesOutsideTlab()).toList(), rows(json, "allocations", r -> text(r, "class") + " "
						+ text(r, "bytesInTlab") + " " + text(r, "bytesOutsideTlab")));
		assertEquals(shown.contention().byLockClass().stream().map(l -> l.lockClass() + " " + l.kind() + " "
				+ l.total().toNanos()).toList(), rows(json, "locks", r -> text(r, "class") + " " + text(r, "kind")
						+ " " + text(r, "totalNanos")));
		assertEquals(shown.rules().stream().map(r -> r.id() + " " + r.score() + " " + r.summary()).toList(),
				rows(json, "rules", r -> text(r, "id") + " " + text(r, "score") + " " + text(r, "summary")));
	}

	/** The command as {@code ./dyno jfr-summary FILE --top N --min-score 0 --format json} runs it: every row. */
	private static JsonObject commandLineJson(Path jfr) {
		JfrSummaryCommand command = new JfrSummaryCommand(new JfrSummaryAnalysis());
		Arguments arguments = Arguments.of(command.parameters()).parse(JfrSummaryAnalysis.FILE, jfr.toString())
				.parse(JfrSummaryAnalysis.TOP, Integer.toString(Integer.MAX_VALUE))
				.parse(JfrSummaryAnalysis.MIN_SCORE, "0").build();
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int code = command.run(new Call(command.name(), arguments, "json", null,
				new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)));
		assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
		return JsonParser.parseString(out.toString(StandardCharsets.UTF_8)).getAsJsonObject();
	}

	private static List<String> rows(JsonObject json, String table, Function<JsonObject, String> row) {
		return json.getAsJsonArray(table).asList().stream().map(JsonElement::getAsJsonObject).map(row).toList();
	}

	private static String text(JsonObject row, String member) {
		return row.get(member).getAsString();
	}

	/** Four seconds of the profiling sample, by the workflow of Start JFR Recording and {@code dyno profile}. */
	private static Path record(Path file) throws Exception {
		try (ChildJvm child = ChildJvm.start(Profiled.class, "120");
				JvmConnection c = new JvmConnection(new Target.Local(child.pid()), null, Sampler.shared())) {
			JvmAccess.awaitLive(c);
			return ProfileAnalysis.record(JfrControl.on(c), new RecordingSettings("dyno-faces",
					RecordingSettings.PROFILE, Duration.ofSeconds(4), 0), file, Progress.NONE, started -> {
					}).file();
		}
	}
}
