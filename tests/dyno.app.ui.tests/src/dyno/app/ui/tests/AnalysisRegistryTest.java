package dyno.app.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import dyno.app.ui.tests.registry.WordCountAnalysis;
import dyno.cli.internal.Commands;
import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisRegistry;
import dyno.ui.DynoUi;
import dyno.ui.tests.pages.CleanWorkbench;
import dyno.ui.tests.pages.DialogPage;
import dyno.ui.tests.pages.DynoWindow;
import dyno.ui.tests.pages.HeapEditorPage;
import dyno.ui.tests.pages.Jemmy;
import dyno.ui.tests.pages.Reports;

/**
 * One registry puts an analysis into every face: this bundle contributes an analysis no face knows of
 * ({@link WordCountAnalysis}, named in its META-INF/services as an engine bundle names its own), and the command
 * line lists and runs it, the MCP server offers it as a tool, and the workbench's Analyses menu opens a dialog
 * generated from its parameters, runs it and shows and exports its report with its arguments.
 */
@ExtendWith(CleanWorkbench.class)
class AnalysisRegistryTest {

	private static final String TEXT = "the cat and the hat\nThe end, the END\n";

	@TempDir
	Path dir;

	@BeforeAll
	static void jemmy() {
		Jemmy.setUp();
	}

	@AfterEach
	void close() {
		DynoWindow.closeEditors();
	}

	@Test
	void theFrameworksBundlesContributeEveryEnginesAnalysesAndTheTestsOwn() {
		AnalysisRegistry registry = AnalysisRegistry.load();
		List<String> names = registry.all().stream().map(Analysis::name).toList();
		assertTrue(names.containsAll(List.of("aggregate", "diff", "dominators", "flame", "jfr-summary", "jvms", "leaks",
				"lint", "report", "rules", "threads", "word-count")), names.toString());
		assertEquals(names.stream().sorted().toList(), names, "by name");
		assertEquals("Word Count", DynoUi.analyses().get("word-count", WordCountAnalysis.class).title());
	}

	@Test
	void theCommandLineListsAndRunsIt() throws Exception {
		Path text = Files.writeString(dir.resolve("words.txt"), TEXT);
		String help = run(List.of("--help"), null);
		List<String> lines = help.lines().toList();
		int at = lines.indexOf("  word-count <text> [--top N] [--ignore-case] [--format text|csv|json|html] [-o FILE]");
		assertTrue(at > 0 && lines.get(at + 1).strip().equals("the commonest words of a text file"), help);

		String json = run(List.of("word-count", text.toString(), "--top", "2", "--ignore-case", "--format", "json"),
				null);
		assertEquals(JsonParser.parseString("{\"words\": [{\"word\": \"the\", \"count\": 4}, "
				+ "{\"word\": \"end\", \"count\": 2}]}"), JsonParser.parseString(json));
		String html = run(List.of("word-count", text.toString(), "--top", "2", "--format", "html"), null);
		assertTrue(html.contains("<tr><td>top</td><td>2</td></tr>"), "the arguments under the heading: " + html);
	}

	@Test
	void theMcpServerOffersItAsAToolThatAnswersAsTheCommandDoes() throws Exception {
		Path text = Files.writeString(dir.resolve("words.txt"), TEXT);
		String quoted = new JsonPrimitive(text.toString()).toString();
		String session = String.join("\n",
				"{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": {\"protocolVersion\": "
						+ "\"2025-06-18\", \"capabilities\": {}, \"clientInfo\": {\"name\": \"test\", \"version\": \"1\"}}}",
				"{\"jsonrpc\": \"2.0\", \"method\": \"notifications/initialized\"}",
				"{\"jsonrpc\": \"2.0\", \"id\": 2, \"method\": \"tools/list\", \"params\": {}}",
				"{\"jsonrpc\": \"2.0\", \"id\": 3, \"method\": \"tools/call\", \"params\": {\"name\": \"word-count\", "
						+ "\"arguments\": {\"text\": " + quoted + ", \"top\": 2}}}")
				+ "\n";
		List<JsonObject> replies = run(List.of("mcp"), session).lines()
				.map(l -> JsonParser.parseString(l).getAsJsonObject()).toList();
		assertEquals(3, replies.size(), replies.toString());
		JsonObject tool = null;
		for (var t : replies.get(1).getAsJsonObject("result").getAsJsonArray("tools")) {
			if (t.getAsJsonObject().get("name").getAsString().equals("word-count")) {
				tool = t.getAsJsonObject();
			}
		}
		assertTrue(tool != null, "a tool of the registry's analysis: " + replies.get(1));
		JsonObject properties = tool.getAsJsonObject("inputSchema").getAsJsonObject("properties");
		assertEquals(List.of("text", "top", "ignore-case"), List.copyOf(properties.keySet()), properties.toString());
		assertEquals(5, properties.getAsJsonObject("top").get("default").getAsInt(), properties.toString());
		String answer = replies.get(2).getAsJsonObject("result").getAsJsonArray("content").get(0).getAsJsonObject()
				.get("text").getAsString();
		assertEquals(run(List.of("word-count", text.toString(), "--top", "2", "--format", "json"), null), answer);
	}

	@Test
	void theAnalysesMenuOpensADialogGeneratedFromItsParameters() throws Exception {
		Path text = Files.writeString(dir.resolve("words.txt"), TEXT);
		DynoWindow window = DynoWindow.find();
		assertTrue(window.menuItems("Analyses").contains("Word Count..."), window.menuItems("Analyses").toString());
		window.chooseMenu("Analyses", "Word Count...");
		DialogPage dialog = DialogPage.waitFor("Word Count");
		// Each parameter a field with its default, checked by its type as it is typed.
		assertEquals("5", dialog.text("word-count.top"));
		assertFalse(dialog.checked("word-count.ignore-case"));
		assertFalse(dialog.enabled("Run"), "the required text file is missing");
		dialog.type("word-count.text", text.toString()).type("word-count.top", "0");
		assertTrue(dialog.waitForText("Top '0': give a whole number above 0") != null);
		assertFalse(dialog.enabled("Run"));
		dialog.type("word-count.top", "2").check("word-count.ignore-case", true);
		dialog.waitForText("the commonest first"); // the description under its field
		assertTrue(dialog.enabled("Run"), dialog.labels().toString());
		dialog.screenshot("analysis-dialog");
		dialog.press("Run");

		HeapEditorPage report = window.report();
		assertEquals(List.of(List.of("the", "4"), List.of("end", "2")),
				report.waitForRows("report.table.0", r -> !r.isEmpty()));
		window.screenshot("analysis-report");
		Path html = dir.resolve("words.html");
		window.executeCommand("dyno.ui.exportReport", Map.of("dyno.ui.exportReport.file", html.toString()));
		String written = Reports.written(html);
		assertTrue(written.contains("<tr><td>top</td><td>2</td></tr>")
				&& written.contains("<tr><td>ignore-case</td><td>yes</td></tr>"), written);
	}

	/** Runs a command line in-process, as {@code ./dyno} runs it, {@code input} its standard input (null: none). */
	private static String run(List<String> args, String input) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		InputStream standardInput = System.in;
		if (input != null) {
			System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
		}
		int code;
		try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
				PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
			code = new Commands("test").runGuarded(args, o, e);
		} finally {
			System.setIn(standardInput);
		}
		assertEquals(0, code, args + ": " + err.toString(StandardCharsets.UTF_8));
		return out.toString(StandardCharsets.UTF_8);
	}
}
