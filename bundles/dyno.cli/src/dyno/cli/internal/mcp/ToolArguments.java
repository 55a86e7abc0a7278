package dyno.cli.internal.mcp;

import java.math.BigDecimal;
import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import dyno.cli.internal.CliCommand;
import dyno.cli.internal.UserDir;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;

/**
 * A {@code tools/call}'s {@code arguments} as the command's {@link Arguments}: each JSON value checked against its
 * parameter's kind and read by the parameter's own type, as the command line reads its text, files resolved as the
 * command line resolves them. A wrong argument is an {@link McpError#INVALID_PARAMS} naming it and what it takes.
 */
final class ToolArguments {

	private ToolArguments() {
	}

	static Arguments of(CliCommand command, JsonObject given) throws McpError {
		List<Parameter<?>> parameters = command.parameters();
		List<String> names = parameters.stream().map(Parameter::name).toList();
		for (String name : given.keySet()) {
			if (!names.contains(name)) {
				throw McpError.invalidParams(command.name() + " has no argument '" + name + "'"
						+ (names.isEmpty() ? "; it takes none" : "; it takes " + ValueType.oneOf(names)));
			}
		}
		Arguments.Builder builder = Arguments.of(parameters);
		for (Parameter<?> p : parameters) {
			JsonElement value = given.get(p.name());
			if (value == null || value.isJsonNull()) {
				if (p.required()) {
					throw missing(command, p);
				}
			} else if (p.many()) {
				if (!value.isJsonArray()) {
					throw wrong(command, p, value, "give an array");
				}
				if (p.required() && value.getAsJsonArray().isEmpty()) {
					throw missing(command, p);
				}
				for (JsonElement one : value.getAsJsonArray()) {
					add(builder, command, p, one);
				}
			} else {
				add(builder, command, p, value);
			}
		}
		return builder.build();
	}

	private static <T> void add(Arguments.Builder builder, CliCommand command, Parameter<T> p, JsonElement value)
			throws McpError {
		String text = text(command, p, value);
		if (p.type() == ValueType.FILE && !text.isBlank()) {
			text = UserDir.resolve(text).toString();
		}
		try {
			builder.with(p, p.type().parse().apply(text));
		} catch (IllegalArgumentException e) {
			throw wrong(command, p, value, e.getMessage());
		}
	}

	/** The value's text, as the command line would have it; a JSON value of another type than the schema's fails. */
	private static String text(CliCommand command, Parameter<?> p, JsonElement value) throws McpError {
		JsonPrimitive v = value.isJsonPrimitive() ? value.getAsJsonPrimitive() : null;
		switch (p.type().kind()) {
		case FLAG -> {
			if (v == null || !v.isBoolean()) {
				throw wrong(command, p, value, "give true or false");
			}
			return String.valueOf(v.getAsBoolean());
		}
		case WHOLE_NUMBER -> {
			if (v == null || !v.isNumber()) {
				throw wrong(command, p, value, "give a whole number");
			}
			try {
				return new BigDecimal(v.getAsString()).toBigIntegerExact().toString();
			} catch (ArithmeticException | NumberFormatException e) {
				throw wrong(command, p, value, "give a whole number");
			}
		}
		default -> {
			if (v == null || !v.isString()) {
				throw wrong(command, p, value, "give a string");
			}
			return v.getAsString();
		}
		}
	}

	private static McpError missing(CliCommand command, Parameter<?> p) {
		String question = command.whenMissing(p);
		return McpError.invalidParams(command.name() + ": missing argument '" + p.name() + "': "
				+ (question != null ? question : p.description()));
	}

	private static McpError wrong(CliCommand command, Parameter<?> p, JsonElement value, String why) {
		return McpError.invalidParams(command.name() + ": argument '" + p.name() + "' " + value + ": " + why);
	}
}
