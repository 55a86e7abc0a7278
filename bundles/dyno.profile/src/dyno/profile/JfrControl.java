package dyno.profile;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.management.openmbean.CompositeData;

import dyno.jvm.JvmConnection;
import dyno.profile.internal.FlightRecorderBean;

/**
 * Starts, stops and fetches JFR recordings of a connected JVM through its {@code FlightRecorderMXBean}
 * ({@code jdk.management.jfr}, JDK 8u262 and later) over the connection's JMX channel
 * ({@link JvmConnection#readMBeans}; a local JVM's management agent is started through the attach API). Recordings are fetched as streamed bytes over JMX, so a remote
 * target's file system is never needed. Every failure is an {@link IOException} naming the cause (no Flight
 * Recorder in that JVM, not allowed, the JVM ended). Calls wait on the target: keep them off the UI thread.
 */
public final class JfrControl {

	/** Events a {@value RecordingSettings#PROFILE} recording adds to the JDK's profile settings. */
	static final Map<String, String> PROFILE_EXTRAS = Map.of( //
			"jdk.ObjectAllocationInNewTLAB#enabled", "true", //
			"jdk.ObjectAllocationInNewTLAB#stackTrace", "true", //
			"jdk.ObjectAllocationOutsideTLAB#enabled", "true", //
			"jdk.ObjectAllocationOutsideTLAB#stackTrace", "true");

	private final FlightRecorderBean bean;
	private final String jvm;

	private JfrControl(FlightRecorderBean bean, String jvm) {
		this.bean = bean;
		this.jvm = jvm;
	}

	/**
	 * The Flight Recorder of a connected JVM.
	 *
	 * @throws IOException when the connection has no JMX channel (jstatd), the JVM's agent cannot be reached, or
	 *                     the JVM has no Flight Recorder
	 */
	public static JfrControl on(JvmConnection connection) throws IOException {
		return new JfrControl(FlightRecorderBean.find(connection), connection.target().label());
	}

	/** The JVM's label, as the connection names it (for {@link RecordingStore#newFile}). */
	public String jvm() {
		return jvm;
	}

	/**
	 * Starts a recording with the JDK's settings file; {@value RecordingSettings#PROFILE} also records allocation
	 * in and outside TLABs with stacks, for the memory analysis's exact split.
	 */
	public Recording start(RecordingSettings settings) throws IOException {
		long id = bean.newRecording();
		try {
			bean.setPredefinedConfiguration(id, settings.configuration());
			if (RecordingSettings.PROFILE.equals(settings.configuration())) {
				Map<String, String> s = new LinkedHashMap<>(bean.recordingSettings(id));
				s.putAll(PROFILE_EXTRAS);
				bean.setRecordingSettings(id, s);
			}
			Map<String, String> options = new LinkedHashMap<>();
			options.put("name", settings.name());
			if (settings.duration() != null) {
				options.put("duration", settings.duration().toMillis() + " ms");
			}
			if (settings.maxBytes() > 0) {
				options.put("maxSize", Long.toString(settings.maxBytes()));
			}
			bean.setRecordingOptions(id, options);
			bean.startRecording(id);
		} catch (IOException e) {
			bean.closeQuietly(id);
			throw e;
		}
		return new Recording(id, settings, Instant.now());
	}

	/** The recordings the JVM has (also those others started), by id. */
	public List<RecordingInfo> recordings() throws IOException {
		List<RecordingInfo> list = new ArrayList<>();
		for (CompositeData d : bean.recordings()) {
			long start = ((Number) d.get("startTime")).longValue();
			long seconds = ((Number) d.get("duration")).longValue();
			list.add(new RecordingInfo(((Number) d.get("id")).longValue(), (String) d.get("name"),
					(String) d.get("state"), start <= 0 ? null : Instant.ofEpochMilli(start),
					seconds <= 0 ? null : Duration.ofSeconds(seconds), ((Number) d.get("size")).longValue()));
		}
		return list;
	}

	/**
	 * Copies what recording {@code id} has recorded so far into {@code file} on this machine (a running recording
	 * keeps running: a stopped copy of it is fetched and closed). The file is written whole or not at all.
	 *
	 * @return {@code file}
	 * @throws IOException naming the file and the cause when it cannot be written (a full disk: "No space left on
	 *                     device")
	 */
	public Path dump(long id, Path file) throws IOException {
		RecordingInfo info = find(id);
		boolean copy = !"STOPPED".equals(info.state());
		long source = copy ? bean.cloneRecording(id) : id;
		Path parent = file.toAbsolutePath().getParent();
		Files.createDirectories(parent);
		Path partial = Files.createTempFile(parent, ".dyno-", ".jfr.part");
		try {
			long stream = bean.openStream(source);
			try (OutputStream out = Files.newOutputStream(partial)) {
				byte[] block;
				while ((block = bean.readStream(stream)) != null) {
					write(out, block, file);
				}
			} finally {
				bean.closeStreamQuietly(stream);
			}
			Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
			return file;
		} finally {
			Files.deleteIfExists(partial);
			if (copy) {
				bean.closeQuietly(source);
			}
		}
	}

	/** The file system's words alone ("No space left on device") would not say which file could not be written. */
	private static void write(OutputStream out, byte[] block, Path file) throws IOException {
		try {
			out.write(block);
		} catch (IOException e) {
			throw new IOException("cannot write the recording to " + file + ": " + e.getMessage(), e);
		}
	}

	/** Stops recording {@code id}; its data stays in the JVM for {@link #dump} until {@link #close}. */
	public void stop(long id) throws IOException {
		find(id);
		bean.stopRecording(id);
	}

	/** Closes recording {@code id} in the JVM, releasing what it recorded there. */
	public void close(long id) throws IOException {
		find(id);
		bean.closeRecording(id);
	}

	private RecordingInfo find(long id) throws IOException {
		for (RecordingInfo r : recordings()) {
			if (r.id() == id) {
				return r;
			}
		}
		throw new IOException(jvm + " has no recording " + id);
	}
}
