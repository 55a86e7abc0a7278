package dyno.cli.internal.mcp;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dyno.cli.internal.Call;
import dyno.cli.internal.CliCommand;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.ValueType;

/**
 * The commands with a JSON face as MCP tools: a tool per command that takes {@code --format json}, its input schema
 * from the command's parameters, and as its result what {@code ./dyno <command> --format json} prints, run by the
 * command itself (so a tool and its command cannot differ). What the command says on standard error comes as a
 * second text; a command that fails without a result is a result with {@code isError} and its one-line reason.
 */
final class Tools {

	private final Map<String, CliCommand> byName = new LinkedHashMap<>();

	Tools(List<CliCommand> commands) {
		for (CliCommand c : commands) {
			if (c.formats().contains(Format.JSON.option())) {
				byName.put(c.name(), c);
			}
		}
	}

	JsonObject list() {
		JsonArray tools = new JsonArray();
		byName.values().forEach(c -> {
			JsonObject tool = new JsonObject();
			tool.addProperty("name", c.name());
			tool.addProperty("description", c.summary() + " (the result is ./dyno " + c.name() + " --format json)");
			tool.add("inputSchema", InputSchemas.of(c.parameters()));
			tools.add(tool);
		});
		JsonObject result = new JsonObject();
		result.add("tools", tools);
		return result;
	}

	JsonObject call(JsonObject params) throws McpError {
		JsonElement name = params.get("name");
		if (name == null || !name.isJsonPrimitive() || !name.getAsJsonPrimitive().isString()) {
			throw McpError.invalidParams("tools/call needs the tool's name in params.name (e.g. aggregate)");
		}
		CliCommand command = byName.get(name.getAsString());
		if (command == null) {
			throw McpError.invalidParams("no tool '" + name.getAsString() + "': use "
					+ ValueType.oneOf(List.copyOf(byName.keySet())));
		}
		JsonElement given = params.get("arguments");
		if (given != null && !given.isJsonNull() && !given.isJsonObject()) {
			throw McpError.invalidParams("the arguments of " + command.name() + " are a JSON object");
		}
		Arguments arguments = ToolArguments.of(command,
				given == null || given.isJsonNull() ? new JsonObject() : given.getAsJsonObject());
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int exitCode;
		try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
				PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
			exitCode = command.run(new Call(command.name(), arguments, Format.JSON.option(), null, o, e));
		}
		String json = out.toString(StandardCharsets.UTF_8);
		List<String> said = said(command, err.toString(StandardCharsets.UTF_8));
		if (exitCode == ExitCode.USAGE) {
			// What only the command can check (arguments that exclude each other): the arguments are wrong.
			throw McpError.invalidParams(command.name() + ": " + String.join("; ", said));
		}
		if (json.isEmpty()) {
			String why = said.isEmpty() ? command.name() + " failed with exit code " + exitCode
					: said.get(said.size() - 1);
			return result(List.of(why), true);
		}
		List<String> texts = new ArrayList<>(List.of(json));
		if (!said.isEmpty()) {
			texts.add(String.join("\n", said));
		}
		return result(texts, false);
	}

	/** The lines the command said on standard error, without the "dyno <command>: " each begins with. */
	private static List<String> said(CliCommand command, String err) {
		String prefix = "dyno " + command.name() + ": ";
		return err.lines().filter(l -> !l.isBlank()).map(l -> l.startsWith(prefix) ? l.substring(prefix.length()) : l)
				.toList();
	}

	private static JsonObject result(List<String> texts, boolean isError) {
		JsonArray content = new JsonArray();
		for (String text : texts) {
			JsonObject item = new JsonObject();
			item.addProperty("type", "text");
			item.addProperty("text", text);
			content.add(item);
		}
		JsonObject result = new JsonObject();
		result.add("content", content);
		result.addProperty("isError", isError);
		return result;
	}
}
