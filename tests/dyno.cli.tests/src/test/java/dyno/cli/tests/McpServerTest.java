package dyno.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import dyno.samples.Waits;

/**
 * {@code ./dyno mcp}, the built product's MCP server, spoken to as an assistant does: a JSON-RPC request a line on
 * its standard input, its replies read line by line. A tool's result is its command's {@code --format json} output,
 * byte for byte.
 */
class McpServerTest {

	private static final String JTL = AggregateCommandTest.HTML_REPORT;
	private static final String RUN_CONF = LintCommandTest.FIXTURES.resolve("jboss-as-5/5.1.0.GA/bin/run.conf")
			.toString();

	private Process server;
	private OutputStream requests;
	private final BlockingQueue<String> replies = new LinkedBlockingQueue<>();
	private int lastId;

	@AfterEach
	void stopServer() throws Exception {
		if (server != null && server.isAlive()) {
			server.destroyForcibly();
		}
	}

	@Test
	void toolsAreTheCommandsAndAnswerAsTheyDo() throws Exception {
		start(Map.of());
		JsonObject init = call("initialize", "{\"protocolVersion\": \"2025-06-18\", \"capabilities\": {}, "
				+ "\"clientInfo\": {\"name\": \"test\", \"version\": \"1\"}}").getAsJsonObject("result");
		assertEquals("2025-06-18", init.get("protocolVersion").getAsString(), init.toString());
		assertEquals("dyno", init.getAsJsonObject("serverInfo").get("name").getAsString());
		assertTrue(init.getAsJsonObject("capabilities").has("tools")
				&& init.getAsJsonObject("capabilities").has("resources"), init.toString());
		notify("notifications/initialized");

		JsonObject tools = new JsonObject();
		call("tools/list", "{}").getAsJsonObject("result").getAsJsonArray("tools")
				.forEach(t -> tools.add(t.getAsJsonObject().get("name").getAsString(), t));
		assertTrue(tools.keySet().containsAll(List.of("aggregate", "lint", "jvms", "threads", "diff", "flame")),
				tools.keySet().toString());
		assertFalse(tools.has("watch") || tools.has("config") || tools.has("mcp"), "no JSON face, no tool: "
				+ tools.keySet());
		JsonObject aggregate = tools.getAsJsonObject("aggregate").getAsJsonObject("inputSchema");
		assertEquals(JsonParser.parseString("[\"jtl\"]"), aggregate.get("required"), aggregate.toString());
		JsonObject properties = aggregate.getAsJsonObject("properties");
		assertEquals(JsonParser.parseString("{\"type\": \"string\"}"), properties.getAsJsonObject("jtl").get("items"));
		assertEquals("array", properties.getAsJsonObject("jtl").get("type").getAsString());
		assertEquals("90,95,99", properties.getAsJsonObject("percentiles").get("default").getAsString());
		JsonObject failOn = tools.getAsJsonObject("lint").getAsJsonObject("inputSchema").getAsJsonObject("properties")
				.getAsJsonObject("fail-on");
		assertEquals("error", failOn.get("default").getAsString(), failOn.toString());
		assertTrue(failOn.getAsJsonArray("enum").contains(new JsonPrimitive("warning")),
				failOn.toString());
		JsonObject top = tools.getAsJsonObject("diff").getAsJsonObject("inputSchema").getAsJsonObject("properties")
				.getAsJsonObject("top");
		assertEquals("integer", top.get("type").getAsString(), top.toString());
		assertEquals(30, top.get("default").getAsInt(), top.toString());

		JsonObject aggregated = toolResult("aggregate", "{\"jtl\": [" + quoted(JTL) + "]}");
		assertFalse(aggregated.get("isError").getAsBoolean(), aggregated.toString());
		assertEquals(Dyno.run("aggregate", JTL, "--format", "json").out(), text(aggregated, 0));

		JsonObject linted = toolResult("lint", "{\"target\": " + quoted(RUN_CONF) + ", \"min-severity\": \"warning\"}");
		assertFalse(linted.get("isError").getAsBoolean(), linted.toString());
		assertEquals(Dyno.run("lint", RUN_CONF, "--min-severity", "warning", "--format", "json").out(),
				text(linted, 0));

		requests.close();
		Waits.until("dyno mcp ends with its input", () -> !server.isAlive());
		assertEquals(0, server.exitValue());
	}

	@Test
	void wrongRequestsAreAnsweredWithTheirErrors(@TempDir Path tmp) throws Exception {
		start(Map.of());
		JsonObject unknown = call("tools/delete", "{}").getAsJsonObject("error");
		assertEquals(-32601, unknown.get("code").getAsInt(), unknown.toString());
		assertTrue(unknown.get("message").getAsString().contains("no method 'tools/delete'"), unknown.toString());

		JsonObject badValue = call("tools/call", "{\"name\": \"aggregate\", \"arguments\": {\"jtl\": [" + quoted(JTL)
				+ "], \"percentiles\": \"90,101\"}}").getAsJsonObject("error");
		assertEquals(-32602, badValue.get("code").getAsInt(), badValue.toString());
		assertEquals("aggregate: argument 'percentiles' \"90,101\": give numbers from 0 to 100 separated by commas, "
				+ "e.g. 90,95,99.9",
				badValue.get("message").getAsString());

		JsonObject unknownArgument = call("tools/call", "{\"name\": \"aggregate\", \"arguments\": {\"jtls\": []}}")
				.getAsJsonObject("error");
		assertEquals(-32602, unknownArgument.get("code").getAsInt(), unknownArgument.toString());
		assertTrue(unknownArgument.get("message").getAsString().startsWith("aggregate has no argument 'jtls'"),
				unknownArgument.toString());

		JsonObject missing = call("tools/call", "{\"name\": \"aggregate\", \"arguments\": {}}").getAsJsonObject("error");
		assertEquals(-32602, missing.get("code").getAsInt(), missing.toString());
		assertTrue(missing.get("message").getAsString().contains("which results?"), missing.toString());

		Path none = tmp.resolve("none.jtl");
		JsonObject failed = toolResult("aggregate", "{\"jtl\": [" + quoted(none.toString()) + "]}");
		assertTrue(failed.get("isError").getAsBoolean(), failed.toString());
		assertEquals(none + ": no such file", text(failed, 0));

		JsonObject notJson = reply(send("{\"jsonrpc\": \"2.0\", \"id\": "));
		assertEquals(-32700, notJson.getAsJsonObject("error").get("code").getAsInt(), notJson.toString());
		assertTrue(notJson.has("id") && notJson.get("id").isJsonNull(),
				"the id of a request that cannot be read is null: " + notJson);
		assertEquals(JsonParser.parseString("{}"), call("ping", "{}").get("result"), "still serving");
	}

	@Test
	void resourcesAreTheStoresFiles(@TempDir Path tmp) throws Exception {
		Path snapshot = tmp.resolve("snapshots/Demo-1234/20260101-120000.histo");
		Files.createDirectories(snapshot.getParent());
		Files.writeString(snapshot, "dyno-snapshot 1\n");
		start(Map.of("DYNO_SNAPSHOTS", tmp.resolve("snapshots").toString(), "DYNO_RECORDINGS",
				tmp.resolve("recordings").toString()));
		String uri = snapshot.toUri().toString();
		JsonArray resources = call("resources/list", "{}").getAsJsonObject("result").getAsJsonArray("resources");
		List<String> uris = new ArrayList<>();
		resources.forEach(r -> uris.add(r.getAsJsonObject().get("uri").getAsString()));
		assertTrue(uris.contains(uri), uris.toString());
		JsonObject read = call("resources/read", "{\"uri\": " + quoted(uri) + "}").getAsJsonObject("result");
		assertEquals("dyno-snapshot 1\n", read.getAsJsonArray("contents").get(0).getAsJsonObject().get("text")
				.getAsString(), read.toString());
		JsonObject elsewhere = call("resources/read", "{\"uri\": " + quoted(Path.of(RUN_CONF).toUri().toString())
				+ "}").getAsJsonObject("error");
		assertEquals(-32002, elsewhere.get("code").getAsInt(), "only the stores' files: " + elsewhere);
	}

	/**
	 * The user guide's example session (docs/user-guide/cli.md), replayed: each request of it ({@code > }) sent as
	 * written, from a folder that holds its {@code results.jtl}, and each reply shown ({@code < }) is the server's;
	 * where the guide shortens a reply with "…", the parts around it are the reply's beginning, middle and end.
	 */
	@Test
	void theGuidesExampleSessionIsWhatTheServerSays(@TempDir Path tmp) throws Exception {
		List<String> session = exampleSession();
		assertTrue(session.stream().filter(l -> l.startsWith("> ")).count() >= 3, "the guide's session: " + session);
		Files.copy(AggregateCommandTest.RESULTS.resolve("jenkinsci__performance-plugin/JMeterCsvResults.csv"),
				tmp.resolve("results.jtl"));
		start(Dyno.startIn(tmp, Map.of(), "mcp"));
		String said = null;
		for (String line : session) {
			if (line.startsWith("> ")) {
				JsonObject request = JsonParser.parseString(send(line.substring(2))).getAsJsonObject();
				said = request.has("id") ? replyLine(line) : null;
			} else if (line.startsWith("< ")) {
				assertTrue(said != null, "a reply shown after a notification: " + line);
				assertShortened(line.substring(2), said);
			}
		}
	}

	/** {@code shown} is {@code actual}, or its parts around "…" are its beginning, middle parts and end, in order. */
	private static void assertShortened(String shown, String actual) {
		String[] parts = shown.split("\u2026", -1);
		if (parts.length == 1) {
			assertEquals(JsonParser.parseString(shown), JsonParser.parseString(actual));
			return;
		}
		assertTrue(actual.startsWith(parts[0]) && actual.endsWith(parts[parts.length - 1]), "shown: " + shown
				+ "\nsaid:  " + actual);
		int from = parts[0].length();
		for (int i = 1; i < parts.length - 1; i++) {
			int at = actual.indexOf(parts[i], from);
			assertTrue(at >= 0, "'" + parts[i] + "' in order in: " + actual);
			from = at + parts[i].length();
		}
	}

	/** The lines of the fenced block under the guide's "A session" paragraph. */
	private static List<String> exampleSession() throws IOException {
		List<String> lines = Files.readAllLines(Dyno.HOME.resolve("docs/user-guide/cli.md"));
		int start = lines.indexOf(lines.stream().filter(l -> l.startsWith("A session")).findFirst().orElseThrow());
		int open = start + lines.subList(start, lines.size()).indexOf("```");
		int close = open + 1 + lines.subList(open + 1, lines.size()).indexOf("```");
		return lines.subList(open + 1, close);
	}

	private void start(Map<String, String> environment) throws IOException {
		start(Dyno.startWith(environment, "mcp"));
	}

	private void start(Process process) {
		server = process;
		requests = server.getOutputStream();
		BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
		Thread reader = new Thread(() -> {
			try {
				for (String line = out.readLine(); line != null; line = out.readLine()) {
					replies.add(line);
				}
			} catch (IOException e) {
				replies.add("<unreadable: " + e + ">");
			}
		}, "dyno mcp replies");
		reader.setDaemon(true);
		reader.start();
	}

	/** Sends a request and returns its reply, which must carry the request's id. */
	private JsonObject call(String method, String params) throws Exception {
		int id = ++lastId;
		JsonObject reply = reply(send("{\"jsonrpc\": \"2.0\", \"id\": " + id + ", \"method\": \"" + method
				+ "\", \"params\": " + params + "}"));
		assertEquals(id, reply.get("id").getAsInt(), reply.toString());
		return reply;
	}

	private JsonObject toolResult(String tool, String arguments) throws Exception {
		return call("tools/call", "{\"name\": \"" + tool + "\", \"arguments\": " + arguments + "}")
				.getAsJsonObject("result");
	}

	private void notify(String method) throws IOException {
		send("{\"jsonrpc\": \"2.0\", \"method\": \"" + method + "\"}");
	}

	private String send(String line) throws IOException {
		requests.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		requests.flush();
		return line;
	}

	private JsonObject reply(String request) throws InterruptedException {
		String line = replyLine(request);
		JsonElement reply = JsonParser.parseString(line);
		assertEquals("2.0", reply.getAsJsonObject().get("jsonrpc").getAsString(), line);
		return reply.getAsJsonObject();
	}

	private String replyLine(String request) throws InterruptedException {
		return Waits.of("dyno mcp's reply to " + request).unless(() -> !server.isAlive() && replies.isEmpty(),
				() -> "dyno mcp ended: " + Dyno.read(server.getErrorStream())).value(replies::poll, Objects::nonNull);
	}

	private static String text(JsonObject toolResult, int index) {
		return toolResult.getAsJsonArray("content").get(index).getAsJsonObject().get("text").getAsString();
	}

	private static String quoted(String text) {
		return new JsonPrimitive(text).toString();
	}
}
