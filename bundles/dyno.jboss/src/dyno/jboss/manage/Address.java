package dyno.jboss.manage;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * The address of a resource in a WildFly management model: {@code subsystem=undertow, server=default-server,
 * http-listener=default}, the path jboss-cli writes as {@code /subsystem=undertow/server=default-server/…}.
 */
public record Address(List<Map.Entry<String, String>> steps) {

	/** The root resource (the server itself). */
	public static final Address ROOT = new Address(List.of());

	public Address {
		steps = List.copyOf(steps);
	}

	/** This address with one more step {@code type=name}. */
	public Address child(String type, String name) {
		List<Map.Entry<String, String>> s = new ArrayList<>(steps);
		s.add(Map.entry(type, name));
		return new Address(s);
	}

	/** The JSON form of operations: {@code [{"subsystem":"undertow"}, {"server":"default-server"}]}. */
	public JsonArray toJson() {
		JsonArray a = new JsonArray();
		for (Map.Entry<String, String> step : steps) {
			JsonObject o = new JsonObject();
			o.addProperty(step.getKey(), step.getValue());
			a.add(o);
		}
		return a;
	}

	/** jboss-cli's form: {@code /subsystem=undertow/server=default-server}, {@code /} for the root. */
	public String cli() {
		if (steps.isEmpty()) {
			return "/";
		}
		return steps.stream().map(s -> "/" + s.getKey() + "=" + cliValue(s.getValue())).collect(Collectors.joining());
	}

	/** A name jboss-cli would split (a logger category with '/' or '=', a JNDI-like name) goes in quotes. */
	static String cliValue(String v) {
		return v.matches("[\\w.\\-$:{}]+") ? v : "\"" + v.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
	}

	@Override
	public String toString() {
		return cli();
	}
}
