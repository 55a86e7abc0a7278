package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dyno.core.analysis.Progress;
import dyno.heap.DiffRow;
import dyno.heap.HistogramImport;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotFile;
import dyno.heap.analysis.DiffResult;
import dyno.heap.analysis.LeaksResult;
import dyno.heap.ui.internal.diff.DiffModel;
import dyno.heap.ui.internal.leaks.LeakRanking;
import dyno.samples.ChildJvm;
import dyno.samples.Leaky;

/**
 * One result, every face: the same snapshots through the workbench's path (the Snapshot Diff editor's model, the
 * ranking the Leak Finder editor runs on files it is opened with; neither touches SWT, so they run here without a
 * display) and through {@code ./dyno ... --format json} give the same rows in the same order; and each heap command
 * writes an HTML report that opens offline.
 */
class HeapFacesTest {

	@TempDir
	Path tmp;

	@Test
	void theDiffEditorAndDynoDiffShowTheSameRowsByTheSameDefaults() throws Exception {
		List<Path> files = List.of(Path.of(HeapCommandsTest.JDK5), Path.of(HeapCommandsTest.JDK6));
		List<Snapshot> snapshots = new ArrayList<>();
		for (Path f : files) {
			snapshots.add(SnapshotFile.readAny(f));
		}
		DiffResult editor = new DiffModel().diff(snapshots);

		Dyno.Result r = Dyno.run("diff", files.get(0).toString(), files.get(1).toString(), "--format", "json");
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals(editor.table().mode().name(), json.get("mode").getAsString(), "one default mode");
		assertEquals(editor.table().measure().name(), json.get("measure").getAsString(), "one default measure");
		JsonArray rows = json.getAsJsonArray("rows");
		assertEquals(editor.table().rows().size(), rows.size());
		for (int i = 0; i < rows.size(); i++) {
			DiffRow shown = editor.table().rows().get(i);
			JsonObject row = rows.get(i).getAsJsonObject();
			assertEquals(shown.className(), row.get("className").getAsString(), "row " + i);
			assertEquals(List.of(shown.values()[0], shown.values()[1]), longs(row.getAsJsonArray("values")),
					shown.className());
		}
	}

	@Test
	void theLeakFinderEditorAndDynoLeaksRankTheSameSeriesAlike() throws Exception {
		Path store = tmp.resolve("store");
		try (ChildJvm child = ChildJvm.start(Leaky.class)) {
			Dyno.Result taken = Dyno.run("leaks", "--from", Long.toString(child.pid()), "--every", "1s", "--count",
					"5", "--store", store.toString());
			assertEquals(0, taken.exitCode(), taken.err());
		}
		List<Path> files;
		try (Stream<Path> walk = Files.walk(store)) {
			files = walk.filter(p -> p.toString().endsWith(".histo")).sorted().toList();
		}
		assertEquals(5, files.size(), files.toString());
		LeaksResult editor = LeakRanking.ofFiles(files, Progress.NONE);

		List<String> command = new ArrayList<>(List.of("leaks", "--format", "json"));
		files.forEach(f -> command.add(f.toString()));
		Dyno.Result r = Dyno.run(command.toArray(String[]::new));
		assertEquals(0, r.exitCode(), r.err());
		JsonObject json = JsonParser.parseString(r.out()).getAsJsonObject();
		assertEquals(editor.ranking().floorVerdict(), json.get("floor").getAsString());
		List<String> cli = new ArrayList<>();
		for (JsonElement s : json.getAsJsonArray("suspects")) {
			cli.add(s.getAsJsonObject().get("class").getAsString() + " " + s.getAsJsonObject().get("verdict")
					.getAsString());
		}
		List<String> shown = editor.ranking().suspects().stream().map(s -> s.className() + " " + s.verdict())
				.toList();
		assertFalse(shown.isEmpty(), "the sessions grow");
		assertEquals(shown, cli);
		assertTrue(shown.get(0).startsWith(Leaky.Session.class.getName() + " "), "the sessions first: " + shown);
	}

	@Test
	void diffLeaksAndHoldersWriteAnHtmlReportThatOpensOffline() throws Exception {
		Path diff = tmp.resolve("diff.html");
		Dyno.Result d = Dyno.run("diff", HeapCommandsTest.JDK5, HeapCommandsTest.JDK6, "--format", "html", "-o",
				diff.toString());
		assertEquals(0, d.exitCode(), d.err());
		String html = Files.readString(diff);
		assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<td>java.lang.String</td>"), html);
		assertFalse(html.contains("http"), "no reference to fetch");

		Dyno.Result h = Dyno.run("holders", HoldersCommandTest.JDK8, "java.lang.Thread", "--format", "html");
		assertEquals(0, h.exitCode(), h.err());
		assertTrue(h.out().contains("<h2>Holders of java.lang.Thread</h2>") && h.out().contains("<th>held by</th>"),
				h.out());
		assertFalse(h.out().contains("http"), "no reference to fetch");

		Path[] files = new Path[3];
		for (int i = 0; i < files.length; i++) {
			files[i] = tmp.resolve(i + ".histo");
			// a minute apart: a series of one JVM
			SnapshotFile.write(HistogramImport.read(Path.of(i < 2 ? HeapCommandsTest.JDK5 : HeapCommandsTest.JDK6),
					null, 60_000L * (i + 1)), files[i]);
		}
		Dyno.Result l = Dyno.run("leaks", files[0].toString(), files[1].toString(), files[2].toString(), "--format",
				"html");
		assertEquals(0, l.exitCode(), l.err());
		assertTrue(l.out().contains("old-generation floor: not known (no old-generation floor given)"), l.out());
		assertFalse(l.out().contains("http"), "no reference to fetch");
	}

	private static List<Long> longs(JsonArray array) {
		List<Long> values = new ArrayList<>();
		array.forEach(e -> values.add(e.getAsLong()));
		return values;
	}
}
