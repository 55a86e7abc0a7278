package dyno.cli.internal.mcp;

import java.util.List;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import dyno.core.analysis.Parameter;
import dyno.core.analysis.ValueType;

/**
 * A tool's {@code inputSchema}, the JSON Schema of its arguments, derived from the command's {@link Parameter}s:
 * a property per parameter, typed by its {@link ValueType.Kind}, its choices as an enum, its default, its
 * description, and the required ones; several values are an array.
 */
final class InputSchemas {

	private InputSchemas() {
	}

	static JsonObject of(List<Parameter<?>> parameters) {
		JsonObject properties = new JsonObject();
		JsonArray required = new JsonArray();
		for (Parameter<?> p : parameters) {
			properties.add(p.name(), property(p));
			if (p.required()) {
				required.add(p.name());
			}
		}
		JsonObject schema = new JsonObject();
		schema.addProperty("type", "object");
		schema.add("properties", properties);
		if (!required.isEmpty()) {
			schema.add("required", required);
		}
		// ToolArguments refuses a name the command does not have; the schema says so up front.
		schema.addProperty("additionalProperties", false);
		return schema;
	}

	private static JsonObject property(Parameter<?> p) {
		JsonObject property;
		if (p.many()) {
			property = new JsonObject();
			property.addProperty("type", "array");
			property.add("items", value(p.type()));
			if (p.required()) {
				property.addProperty("minItems", 1);
			}
		} else {
			property = value(p.type());
		}
		property.addProperty("description", description(p));
		if (p.defaultValue() != null) {
			property.add("default", defaultValue(p));
		}
		return property;
	}

	private static JsonObject value(ValueType<?> type) {
		JsonObject value = new JsonObject();
		switch (type.kind()) {
		case FLAG -> value.addProperty("type", "boolean");
		case WHOLE_NUMBER -> value.addProperty("type", "integer");
		case TEXT -> {
			value.addProperty("type", "string");
			if (!type.choices().isEmpty()) {
				JsonArray choices = new JsonArray();
				type.choices().forEach(choices::add);
				value.add("enum", choices);
			}
		}
		}
		return value;
	}

	/** The parameter's line of help, with how its text is written where that is not plain text or a choice. */
	private static String description(Parameter<?> p) {
		ValueType<?> type = p.type();
		boolean shaped = type.kind() == ValueType.Kind.TEXT && type.choices().isEmpty()
				&& !type.name().equals(ValueType.TEXT.name());
		return shaped ? p.description() + " (" + type.name() + ")" : p.description();
	}

	/** The default as the command line writes it, as a JSON value of the property's type. */
	private static JsonPrimitive defaultValue(Parameter<?> p) {
		@SuppressWarnings("unchecked")
		Parameter<Object> any = (Parameter<Object>) p;
		String text = any.type().format().apply(any.defaultValue());
		return switch (p.type().kind()) {
		case FLAG -> new JsonPrimitive(Boolean.parseBoolean(text));
		case WHOLE_NUMBER -> new JsonPrimitive(Long.parseLong(text));
		case TEXT -> new JsonPrimitive(text);
		};
	}
}
