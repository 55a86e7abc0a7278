package dyno.cli.internal.mcp;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dyno.core.DynoFolders;
import dyno.heap.SnapshotStore;
import dyno.load.run.LoadRun;
import dyno.profile.RecordingStore;

/**
 * The files of Dyno's stores as MCP resources, each by its {@code file://} URI: the JFR recordings and class
 * histogram snapshots of their stores ({@link DynoFolders.Store}, moved as the commands move them), and the files
 * of the load runs {@code ./dyno load} saves ({@link LoadRun#CLI_RUNS}). Only a listed file can be read, so an
 * assistant cannot read the machine's other files through the server.
 */
final class StoreResources {

	/** A stored file and what it is, for the list. */
	private record Stored(Path file, String title) {
	}

	/** MIME types by file extension; text ones are read as text, the others (JFR) as base64. */
	private static final Map<String, String> MIME_TYPES = Map.of("jfr", "application/octet-stream", "histo",
			"text/plain", "json", "application/json", "jtl", "text/plain", "csv", "text/csv", "log", "text/plain",
			"txt", "text/plain", "jmx", "application/xml", "xml", "application/xml");
	private static final String UNKNOWN_TYPE = "application/octet-stream";

	JsonObject list() throws IOException {
		JsonArray resources = new JsonArray();
		for (Stored s : stored()) {
			JsonObject resource = new JsonObject();
			resource.addProperty("uri", s.file().toUri().toString());
			resource.addProperty("name", s.file().getFileName().toString());
			resource.addProperty("title", s.title());
			resource.addProperty("mimeType", mimeType(s.file()));
			resource.addProperty("size", Files.size(s.file()));
			resources.add(resource);
		}
		JsonObject result = new JsonObject();
		result.add("resources", resources);
		return result;
	}

	JsonObject read(JsonObject params) throws McpError, IOException {
		JsonElement uri = params.get("uri");
		if (uri == null || !uri.isJsonPrimitive() || !uri.getAsJsonPrimitive().isString()) {
			throw McpError.invalidParams(
					"resources/read needs the resource's uri in params.uri (a file:// URI that resources/list gave)");
		}
		Path file;
		try {
			file = Path.of(URI.create(uri.getAsString()));
		} catch (IllegalArgumentException | FileSystemNotFoundException e) {
			throw McpError.invalidParams("'" + uri.getAsString() + "' is not a file:// URI of resources/list");
		}
		if (stored().stream().noneMatch(s -> s.file().equals(file))) {
			throw new McpError(McpError.RESOURCE_NOT_FOUND, "no resource " + uri.getAsString()
					+ ": resources/list lists the files of Dyno's stores");
		}
		JsonObject contents = new JsonObject();
		contents.addProperty("uri", uri.getAsString());
		String mimeType = mimeType(file);
		contents.addProperty("mimeType", mimeType);
		if (mimeType.equals(UNKNOWN_TYPE)) {
			contents.addProperty("blob", Base64.getEncoder().encodeToString(Files.readAllBytes(file)));
		} else {
			contents.addProperty("text", Files.readString(file, StandardCharsets.UTF_8));
		}
		JsonArray all = new JsonArray();
		all.add(contents);
		JsonObject result = new JsonObject();
		result.add("contents", all);
		return result;
	}

	/** The stores' files now: recordings and snapshots oldest first, then each load run's files, newest run first. */
	private static List<Stored> stored() throws IOException {
		List<Stored> stored = new ArrayList<>();
		for (Path f : RecordingStore.defaultStore().list()) {
			stored.add(new Stored(f.toAbsolutePath().normalize(), DynoFolders.Store.RECORDINGS.title + ": "
					+ f.getParent().getFileName() + "/" + f.getFileName()));
		}
		for (Path f : SnapshotStore.defaultStore().list()) {
			stored.add(new Stored(f.toAbsolutePath().normalize(), DynoFolders.Store.SNAPSHOTS.title + ": "
					+ f.getParent().getFileName() + "/" + f.getFileName()));
		}
		for (LoadRun run : LoadRun.list(LoadRun.CLI_RUNS)) {
			try (Stream<Path> files = Files.list(run.dir())) {
				for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
					stored.add(new Stored(f, "Load run " + run.name() + ": " + f.getFileName()));
				}
			}
		}
		return stored;
	}

	private static String mimeType(Path file) {
		String name = file.getFileName().toString();
		String extension = name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
		return MIME_TYPES.getOrDefault(extension, UNKNOWN_TYPE);
	}
}
