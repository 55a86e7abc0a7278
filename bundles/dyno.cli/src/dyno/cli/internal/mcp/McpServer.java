package dyno.cli.internal.mcp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The Model Context Protocol's stdio transport: a JSON-RPC 2.0 message per line in, a reply per request line out
 * (none for a notification), until the input ends. Requests are answered one after the other, in order.
 */
final class McpServer {

	/** The protocol version this server speaks; a client asking for another is answered with this one. */
	static final String PROTOCOL_VERSION = "2025-06-18";

	private static final String INSTRUCTIONS = "Each tool is a ./dyno command; its result is what the command prints "
			+ "with --format json. Relative file paths are read from the folder dyno mcp was started in. The "
			+ "resources are the files of Dyno's stores: JFR recordings, class histogram snapshots and load runs.";

	/**
	 * Compact, so that every message is one line; with the null id JSON-RPC wants in the reply to a request whose id
	 * could not be read; quotes and '<' as they are, for people reading the log.
	 */
	private final Gson gson = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();
	private final String version;
	private final Tools tools;
	private final StoreResources resources;
	private final PrintStream log;

	/** @param log where a bug's stack trace goes: standard error, which MCP clients keep as the server's log */
	McpServer(String version, Tools tools, StoreResources resources, PrintStream log) {
		this.version = version;
		this.tools = tools;
		this.resources = resources;
		this.log = log;
	}

	/** Answers the requests of {@code in} on {@code out} until {@code in} ends. */
	void serve(BufferedReader in, OutputStream out) throws IOException {
		for (String line = in.readLine(); line != null; line = in.readLine()) {
			if (line.isBlank()) {
				continue;
			}
			JsonObject reply = answer(line);
			if (reply != null) {
				out.write((gson.toJson(reply) + "\n").getBytes(StandardCharsets.UTF_8));
				out.flush();
			}
		}
	}

	/** The reply to one line; null for a notification, or for a client's response (this server asks nothing). */
	JsonObject answer(String line) {
		JsonElement id = JsonNull.INSTANCE;
		boolean notification = false;
		try {
			JsonObject message = message(line);
			if (!message.has("method")) {
				return null;
			}
			notification = !message.has("id");
			if (!notification) {
				id = message.get("id");
				if (!id.isJsonPrimitive() || id.getAsJsonPrimitive().isBoolean()) {
					id = JsonNull.INSTANCE;
					throw new McpError(McpError.INVALID_REQUEST, "a request's id is a string or a number");
				}
			}
			JsonElement method = message.get("method");
			if (!method.isJsonPrimitive() || !method.getAsJsonPrimitive().isString()) {
				throw new McpError(McpError.INVALID_REQUEST, "a request's method is a string");
			}
			JsonObject result = dispatch(method.getAsString(), params(message));
			if (notification) {
				return null;
			}
			JsonObject reply = envelope(id);
			reply.add("result", result);
			return reply;
		} catch (McpError e) {
			return notification ? null : error(id, e.code(), e.getMessage());
		} catch (IOException e) {
			return notification ? null : error(id, McpError.INTERNAL_ERROR, e.getMessage());
		} catch (RuntimeException e) {
			e.printStackTrace(log);
			return notification ? null : error(id, McpError.INTERNAL_ERROR, "internal error: " + e);
		}
	}

	private JsonObject dispatch(String method, JsonObject params) throws McpError, IOException {
		return switch (method) {
		case "initialize" -> initialize(params);
		case "ping", "notifications/initialized" -> new JsonObject();
		case "tools/list" -> tools.list();
		case "tools/call" -> tools.call(params);
		case "resources/list" -> resources.list();
		case "resources/read" -> resources.read(params);
		default -> throw new McpError(McpError.METHOD_NOT_FOUND, "no method '" + method + "'; dyno mcp answers "
				+ "initialize, ping, tools/list, tools/call, resources/list and resources/read");
		};
	}

	private JsonObject initialize(JsonObject params) throws McpError {
		JsonElement asked = params.get("protocolVersion");
		if (asked == null || !asked.isJsonPrimitive() || !asked.getAsJsonPrimitive().isString()) {
			throw McpError.invalidParams("initialize needs the client's protocolVersion, e.g. \"" + PROTOCOL_VERSION
					+ "\"");
		}
		JsonObject listNotChanged = new JsonObject();
		listNotChanged.addProperty("listChanged", false);
		JsonObject capabilities = new JsonObject();
		capabilities.add("tools", listNotChanged);
		JsonObject resourceCapabilities = listNotChanged.deepCopy();
		resourceCapabilities.addProperty("subscribe", false);
		capabilities.add("resources", resourceCapabilities);
		JsonObject serverInfo = new JsonObject();
		serverInfo.addProperty("name", "dyno");
		serverInfo.addProperty("title", "Dyno");
		serverInfo.addProperty("version", version);
		JsonObject result = new JsonObject();
		result.addProperty("protocolVersion", PROTOCOL_VERSION);
		result.add("capabilities", capabilities);
		result.add("serverInfo", serverInfo);
		result.addProperty("instructions", INSTRUCTIONS);
		return result;
	}

	private static JsonObject message(String line) throws McpError {
		JsonElement parsed;
		try {
			parsed = JsonParser.parseString(line);
		} catch (JsonParseException e) {
			// Gson's reason is its cause's first line ("End of input at line 1 column 9 path $.id"); the rest is a link.
			Throwable reason = e.getCause() != null ? e.getCause() : e;
			throw new McpError(McpError.PARSE_ERROR, "not JSON: " + String.valueOf(reason.getMessage()).lines()
					.findFirst().orElse(""));
		}
		if (!parsed.isJsonObject()) {
			throw new McpError(McpError.INVALID_REQUEST, "a message is one JSON object per line");
		}
		return parsed.getAsJsonObject();
	}

	private static JsonObject params(JsonObject message) throws McpError {
		JsonElement params = message.get("params");
		if (params == null || params.isJsonNull()) {
			return new JsonObject();
		}
		if (!params.isJsonObject()) {
			throw McpError.invalidParams("params are a JSON object");
		}
		return params.getAsJsonObject();
	}

	private static JsonObject envelope(JsonElement id) {
		JsonObject reply = new JsonObject();
		reply.addProperty("jsonrpc", "2.0");
		reply.add("id", id);
		return reply;
	}

	private static JsonObject error(JsonElement id, int code, String message) {
		JsonObject error = new JsonObject();
		error.addProperty("code", code);
		error.addProperty("message", message);
		JsonObject reply = envelope(id);
		reply.add("error", error);
		return reply;
	}
}
