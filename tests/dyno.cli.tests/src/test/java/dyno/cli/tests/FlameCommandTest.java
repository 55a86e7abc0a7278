package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.samples.TwoPhases;
import dyno.samples.TwoPhasesRecording;

/** {@code ./dyno flame} on a real recording of {@link TwoPhases}, recorded from its start to its end. */
class FlameCommandTest {

	private static final String HOT = "dyno\\.samples\\.TwoPhases\\.phase(One|Two)Hot";

	@TempDir
	Path tmp;

	@Test
	void everyFormatShowsTheHotMethodAndBadInputIsNamed() throws Exception {
		Path file = tmp.resolve("two-phases.jfr");
		Instant phaseTwo = TwoPhasesRecording.record(file, 2);

		Dyno.Result collapsed = Dyno.run("flame", file.toString(), "--format", "collapsed");
		assertEquals(0, collapsed.exitCode(), collapsed.err());
		List<String> lines = collapsed.out().lines().toList();
		assertFalse(lines.isEmpty());
		lines.forEach(l -> assertTrue(l.matches("^[^ ]+( [0-9]+)$"), l));
		assertTrue(lines.stream().anyMatch(l -> l.matches(".*;" + HOT + " [0-9]+")), collapsed.out());

		Path html = tmp.resolve("flame.html");
		Dyno.Result page = Dyno.run("flame", file.toString(), "--format", "html", "-o", html.toString());
		assertEquals(0, page.exitCode(), page.err());
		String text = Files.readString(html, StandardCharsets.UTF_8);
		assertTrue(text.contains("<svg"), text.substring(0, Math.min(500, text.length())));
		assertTrue(text.contains("id=\"flamesearch\""), "a search box");
		assertFalse(text.contains("http"), "the file fetches nothing");

		Dyno.Result table = Dyno.run("flame", file.toString(), "--events", "cpu", "--top", "3");
		assertEquals(0, table.exitCode(), table.err());
		List<String> rows = table.out().lines().toList();
		int title = rows.indexOf("Top frames by self samples");
		assertTrue(title > 0 && rows.get(title + 2).matches(".*  " + HOT), table.out());

		Dyno.Result json = Dyno.run("flame", file.toString(), "--format", "json", "--range", "3s..", "--diff",
				file.toString());
		assertEquals(0, json.exitCode(), json.err());
		JsonObject data = JsonParser.parseString(json.out()).getAsJsonObject();
		assertEquals("3s..", data.get("range").getAsString());
		assertEquals("samples", data.get("unit").getAsString());
		assertEquals(data.get("total").getAsLong(), data.getAsJsonObject("tree").get("total").getAsLong(), json.out());
		assertTrue(data.getAsJsonArray("changes").size() > 0, json.out());

		Dyno.Result secondPhase = Dyno.run("jfr-summary", file.toString(), "--range", phaseTwo.plusMillis(300) + "..",
				"--format", "json", "--top", "1");
		assertEquals(0, secondPhase.exitCode(), secondPhase.err());
		assertEquals("dyno.samples.TwoPhases.phaseTwoHot", JsonParser.parseString(secondPhase.out()).getAsJsonObject()
				.getAsJsonArray("hotMethods").get(0).getAsJsonObject().get("method").getAsString(),
				"the summary of the second phase: " + secondPhase.out());

		Dyno.Result filtered = Dyno.run("flame", file.toString(), "--filter", "dyno.samples.", "--format", "collapsed");
		assertEquals(0, filtered.exitCode(), filtered.err());
		filtered.out().lines().forEach(l -> assertTrue(l.matches("dyno\\.samples\\.[^ ]+ [0-9]+"), "only kept frames: " + l));
		assertTrue(filtered.out().lines().anyMatch(l -> l.matches("dyno\\.samples\\.TwoPhases\\.main;" + HOT + " [0-9]+")),
				filtered.out());
		Dyno.Result inTlabs = Dyno.run("flame", file.toString(), "--events", "alloc-in-tlab", "--format", "json");
		assertEquals(0, inTlabs.exitCode(), inTlabs.err());
		assertEquals("bytes", JsonParser.parseString(inTlabs.out()).getAsJsonObject().get("unit").getAsString());
		Dyno.Result badEvents = Dyno.run("flame", file.toString(), "--events", "tlab");
		assertEquals(2, badEvents.exitCode(), badEvents.err());
		assertTrue(badEvents.err().contains("use cpu, alloc, alloc-in-tlab, alloc-outside-tlab or lock"), badEvents.err());

		Dyno.Result badRange = Dyno.run("flame", file.toString(), "--range", "5x..");
		assertEquals(2, badRange.exitCode(), badRange.err());
		assertTrue(badRange.err().startsWith("dyno flame: "), badRange.err());
		assertTrue(badRange.err().contains("'5x' is no time from the start such as 9s, 1m30s or 500ms"), badRange.err());

		Path notes = Files.writeString(tmp.resolve("notes.jfr"), "hello");
		Dyno.Result notJfr = Dyno.run("flame", notes.toString());
		assertEquals(1, notJfr.exitCode());
		assertEquals("dyno flame: " + notes + ": not a JFR recording (it starts with 'hello', a recording starts with FLR)",
				notJfr.err().strip());
		Dyno.Result notBase = Dyno.run("flame", file.toString(), "--diff", notes.toString());
		assertEquals(1, notBase.exitCode());
		assertTrue(notBase.err().contains(notes + ": not a JFR recording"), notBase.err());
	}
}
