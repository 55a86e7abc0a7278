package dyno.jboss.manage;

import com.google.gson.JsonObject;

/**
 * One attribute of a management resource set to a new value ({@code write-attribute}), or back to its default
 * ({@code undefine-attribute}, {@code value} null) because the edit removed it from the XML.
 *
 * @param address the resource
 * @param name    the attribute's management name
 * @param value   the new value as the XML writes it (an expression such as {@code ${x:1}} stays one), or null
 * @param was     the value before the edit, or null when it was not set
 */
public record AttributeChange(Address address, String name, String value, String was) {

	/** The operation that makes this change. */
	public JsonObject operation() {
		JsonObject op = new JsonObject();
		op.addProperty("operation", value == null ? "undefine-attribute" : "write-attribute");
		op.add("address", address.toJson());
		op.addProperty("name", name);
		if (value != null) {
			// Plain numbers and booleans travel typed; the server converts them for its attribute either way.
			if (value.matches("-?\\d{1,18}")) {
				op.addProperty("value", Long.parseLong(value));
			} else if (value.equals("true") || value.equals("false")) {
				op.addProperty("value", Boolean.parseBoolean(value));
			} else {
				op.addProperty("value", value);
			}
		}
		return op;
	}

	/** The jboss-cli command that makes this change. */
	public String cli() {
		return address.cli() + (value == null ? ":undefine-attribute(name=" + name + ")"
				: ":write-attribute(name=" + name + ",value=" + Address.cliValue(value) + ")");
	}

	@Override
	public String toString() {
		return cli();
	}
}
