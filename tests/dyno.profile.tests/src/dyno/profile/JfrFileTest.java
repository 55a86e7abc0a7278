package dyno.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JfrFileTest {

	@Test
	void aRecordingHasItsSpanAndEventTypes() throws Exception {
		JfrFile f = ProfiledRecording.file();
		assertNotNull(f.start());
		assertTrue(f.end().isAfter(f.start()));
		Duration length = f.length();
		assertTrue(length.compareTo(ProfiledRecording.LENGTH.minusSeconds(1)) > 0 && length.compareTo(Duration.ofSeconds(30)) < 0,
				length.toString());
		assertTrue(f.eventTypes().contains("jdk.ExecutionSample"), f.eventTypes().toString());
		assertTrue(f.eventTypes().contains("jdk.JavaMonitorEnter"));
		assertTrue(f.eventTypes().contains("jdk.ObjectAllocationInNewTLAB"));
		assertTrue(f.items().hasItems());
		assertEquals("dyno.samples.Profiled 120", f.javaCommand().orElseThrow(), "the recorded JVM's main class");
	}

	@Test
	void aFileThatIsNoRecordingIsNamed(@TempDir Path dir) throws Exception {
		Path text = Files.writeString(dir.resolve("notes.jfr"), "<html>not a recording</html>");
		IOException e = assertThrows(IOException.class, () -> JfrFile.load(text));
		assertTrue(e.getMessage().startsWith(text.toString()), e.getMessage());
		assertTrue(e.getMessage().contains("not a JFR recording (it starts with '<html>no'"), e.getMessage());
	}

	@Test
	void aTruncatedRecordingIsNamed(@TempDir Path dir) throws Exception {
		Path whole = ProfiledRecording.made().file();
		Path half = dir.resolve("half.jfr");
		try (InputStream in = Files.newInputStream(whole)) {
			Files.write(half, in.readNBytes((int) (Files.size(whole) / 2)));
		}
		IOException e = assertThrows(IOException.class, () -> JfrFile.load(half));
		assertTrue(e.getMessage().startsWith(half + ": truncated: chunk 1 needs " + Files.size(whole) + " bytes"),
				e.getMessage());
	}

	@Test
	void emptyAndMissingFilesAreNamed(@TempDir Path dir) throws Exception {
		Path empty = Files.write(dir.resolve("empty.jfr"), new byte[0]);
		assertEquals(empty + ": the file is empty, no JFR recording",
				assertThrows(IOException.class, () -> JfrFile.load(empty)).getMessage());
		Path missing = dir.resolve("missing.jfr");
		assertEquals(missing + ": no such file", assertThrows(IOException.class, () -> JfrFile.load(missing)).getMessage());
	}

	@Test
	void aCorruptChunkBodyIsReportedByTheParser(@TempDir Path dir) throws Exception {
		byte[] bytes = Files.readAllBytes(ProfiledRecording.made().file());
		// Keep the header (sizes still add up), overwrite the body: the parser must fail with the file's name.
		for (int i = 68; i < bytes.length; i++) {
			bytes[i] = (byte) 0xFF;
		}
		Path corrupt = Files.write(dir.resolve("corrupt.jfr"), bytes);
		IOException e = assertThrows(IOException.class, () -> JfrFile.load(corrupt));
		assertTrue(e.getMessage().startsWith(corrupt + ": cannot read the recording: "), e.getMessage());
		assertTrue(new String(bytes, 0, 3, StandardCharsets.US_ASCII).equals("FLR"));
	}
}
