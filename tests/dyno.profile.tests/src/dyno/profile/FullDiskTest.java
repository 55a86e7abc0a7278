package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.core.analysis.Progress;
import dyno.jvm.JvmConnection;
import dyno.jvm.Metric;
import dyno.jvm.Sampler;
import dyno.jvm.Target;
import dyno.profile.analysis.TimedRecording;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;
import dyno.samples.Waits;

/**
 * A fault made for real without touching the machine's disks: the target JVM runs in a user and mount namespace
 * of its own ({@code unshare}, no root needed) where a folder is a small tmpfs. Filled up, it is a full disk both
 * for the JVM (heap dumps, which the JVM writes itself) and for Dyno (recordings, which Dyno fetches and writes),
 * which reaches that folder through {@code /proc/<pid>/root}. Each write names the full disk, nothing half-written
 * or still recording stays behind, and once space is freed the same write succeeds.
 */
class FullDiskTest {

	private static final String DISK_SIZE = "32m";

	@TempDir
	static Path dir;
	/** The tmpfs as the target JVM sees it (Dyno's heap dump path is in the JVM's file system). */
	private static Path disk;
	/** The same tmpfs as this JVM reaches it. */
	private static Path diskHere;
	private static ChildJvm target;
	private static JvmConnection connection;

	@BeforeAll
	static void startJvmWithASmallDisk() throws Exception {
		assumeTrue(unshareWorks(), "no unprivileged user namespaces here: a full disk cannot be made");
		disk = Files.createDirectories(dir.resolve("disk"));
		int port = RemoteJfrTest.freePort();
		target = ChildJvm.start(namespacedJdk(), RemoteJfrTest.agent(port, null), Idle.class, "120");
		diskHere = Path.of("/proc/" + target.pid() + "/root" + disk);
		connection = new JvmConnection(new Target.Jmx("127.0.0.1:" + port, null, false), null, Sampler.shared());
		connection.setInterval(Sampler.MIN_INTERVAL);
		assertEquals(JvmConnection.State.LIVE, connection.connectAndWait(Waits.LIMIT), connection.problem());
	}

	@AfterAll
	static void stopJvm() {
		if (connection != null) {
			connection.close();
		}
		if (target != null) {
			target.close();
		}
	}

	@AfterEach
	void emptyTheDisk() throws IOException {
		for (Path f : files()) {
			Files.delete(f);
		}
	}

	@Test
	void aRecordingFetchedOntoAFullDiskNamesItLeavesNoPartNorRecordingAndWorksOnceThereIsSpace() throws Exception {
		JfrControl control = JfrControl.on(connection);
		Path file = diskHere.resolve("recording.jfr");
		Path filler = fill();
		TimedRecording full = recorded(control, file);
		IOException e = assertThrows(IOException.class, full::fetch);
		assertEquals("cannot write the recording to " + file + ": No space left on device", e.getMessage());
		assertEquals(List.of(filler), files(), "no partial recording left beside it");
		assertTrue(control.recordings().stream().noneMatch(r -> r.id() == full.id()),
				"the recording is closed in the JVM: " + control.recordings());

		Files.delete(filler);
		TimedRecording spaced = recorded(control, file);
		assertEquals(file, spaced.fetch());
		assertTrue(JfrFile.load(file).eventTypes().contains("jdk.JVMInformation"), "a whole recording");
		assertTrue(control.recordings().stream().noneMatch(r -> r.id() == spaced.id()), control.recordings().toString());
	}

	@Test
	void aHeapDumpOntoAFullDiskNamesItAndTheConnectionSamplesOnAndDumpsOnceThereIsSpace() throws Exception {
		fill();
		var actions = connection.actions().orElseThrow();
		long samples = connection.history().series(Metric.EDEN_USED).added();
		IOException e = assertThrows(IOException.class, () -> actions.dumpHeap(disk.resolve("full.hprof"), false));
		assertTrue(e.getMessage().startsWith("cannot dump the heap to " + disk.resolve("full.hprof") + ": "),
				e.getMessage());
		assertTrue(e.getMessage().contains("No space left on device"), e.getMessage());
		assertEquals(JvmConnection.State.LIVE, connection.state(), connection.problem());
		Waits.of("sampling on after the failed dump, from " + samples)
				.unless(() -> connection.state() != JvmConnection.State.LIVE, connection::problem)
				.value(() -> connection.history().series(Metric.EDEN_USED).added(), n -> n > samples + 3);

		// The filler, and the truncated dump the JVM leaves behind (HotSpot 25 does): a file on the JVM's machine.
		emptyTheDisk();
		actions.dumpHeap(disk.resolve("spaced.hprof"), false);
		try (InputStream in = Files.newInputStream(diskHere.resolve("spaced.hprof"))) {
			assertArrayEquals("JAVA PROFILE 1.0.2".getBytes(StandardCharsets.US_ASCII), in.readNBytes(18));
		}
	}

	/** A recording of a second, ended as {@code dyno profile} ends it, to be fetched into {@code file}. */
	private static TimedRecording recorded(JfrControl control, Path file) throws Exception {
		TimedRecording r = TimedRecording.start(control,
				RecordingSettings.of("full-disk", RecordingSettings.DEFAULT, Duration.ofSeconds(1)), file);
		r.awaitEnd(Progress.NONE);
		return r;
	}

	/** Fills the disk (the last block is written in part, to the last page), proving it is full. */
	private static Path fill() throws IOException {
		Path filler = diskHere.resolve("filler");
		byte[] block = new byte[1 << 20];
		IOException full = assertThrows(IOException.class, () -> {
			try (OutputStream out = Files.newOutputStream(filler)) {
				while (true) {
					out.write(block);
				}
			}
		});
		assertEquals("No space left on device", full.getMessage());
		return filler;
	}

	private static List<Path> files() throws IOException {
		try (Stream<Path> files = Files.list(diskHere)) {
			return files.toList();
		}
	}

	/** A "JDK" whose java runs the real one in namespaces of its own, with {@link #disk} a tmpfs of its own. */
	private static Path namespacedJdk() throws IOException {
		Path bin = Files.createDirectories(dir.resolve("jdk").resolve("bin"));
		Path java = bin.resolve("java");
		Path real = Path.of(System.getProperty("java.home"), "bin", "java");
		Files.writeString(java, "#!/bin/sh\nexec unshare --user --map-root-user --mount sh -c 'mount -t tmpfs -o size="
				+ DISK_SIZE + " tmpfs \"$0\" && exec \"$@\"' '" + disk + "' '" + real + "' \"$@\"\n");
		Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
		return bin.getParent();
	}

	private static boolean unshareWorks() throws InterruptedException {
		try {
			Process p = new ProcessBuilder("unshare", "--user", "--map-root-user", "--mount", "true")
					.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			return p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
		} catch (IOException e) {
			return false;
		}
	}
}
