package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.samples.Fixtures;
import dyno.samples.Waits;

/**
 * A writer thread appends real JTL rows at a high rate in chunks that split rows (and quoted multi-line
 * messages) anywhere, while the tail polls: every row arrives once, none is lost, none twice.
 */
class JtlTailTest {

	private static final int ROWS = 200_000;

	@TempDir
	Path tmp;

	@Test
	void csvRowsSplitAcrossWritesArriveExactlyOnce() throws Exception {
		// Rows of two real files: plain ones and the one whose failure message is quoted over three lines.
		List<String> plain = Files.readAllLines(Fixtures.get(Jtls.JENKINS + "filewithtransactions.csv"));
		String header = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,"
				+ "failureMessage,bytes,sentBytes,grpThreads,allThreads,Latency,IdleTime,Connect";
		String multiLine = Files.readString(Fixtures.get(Jtls.JENKINS + "multiLineCSV.jtl"));
		String failed = multiLine.substring(multiLine.indexOf("\n1492260112271") + 1);
		// Each row gets a unique time stamp (base + sequence number) so loss and duplication both show.
		long base = 1_700_000_000_000L;
		StringBuilder all = new StringBuilder(header).append('\n');
		Random random = new Random(42);
		for (int i = 0; i < ROWS; i++) {
			String row = i % 50 == 7 ? failed : dropUrl(plain.get(1 + random.nextInt(plain.size() - 1))) + "\n";
			all.append(base + i).append(row, row.indexOf(','), row.length());
		}
		byte[] bytes = all.toString().getBytes(StandardCharsets.UTF_8);
		Path jtl = tmp.resolve("live.jtl");
		BitSet seen = new BitSet(ROWS);
		int[] duplicates = { 0 };
		List<String> messages = new ArrayList<>();
		SampleSink sink = s -> {
			int i = (int) (s.start() - base);
			if (seen.get(i)) {
				duplicates[0]++;
			}
			seen.set(i);
			if (!s.success()) {
				messages.add(s.label());
			}
		};
		try (JtlTail tail = new JtlTail(jtl, sink)) {
			assertEquals(0, tail.poll(), "the file does not exist yet");
			// The writer and the tail drive each other: the tail polls when there is more to read, and now and then
			// the writer goes on only once the tail has read what it wrote, so reads meet rows split anywhere.
			AtomicLong written = new AtomicLong();
			AtomicLong polls = new AtomicLong();
			CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> write(jtl, bytes, written, polls));
			long total = 0;
			while (!writer.isDone()) {
				long before = written.get();
				total += tail.poll();
				polls.incrementAndGet();
				Waits.value("the writer writing past piece " + before + " or ending", written::get,
						w -> w > before || writer.isDone());
			}
			writer.get();
			total += tail.poll();
			assertEquals(ROWS, total, tail.problems().summary());
			assertEquals(0, tail.problems().count(), tail.problems().summary());
		}
		assertEquals(0, duplicates[0]);
		assertEquals(ROWS, seen.cardinality());
		assertEquals(ROWS / 50, messages.size());
		assertTrue(messages.stream().allMatch(m -> m.contains("\n                  Session ID: ")));
	}

	/** filewithtransactions.csv has a URL column that multiLineCSV.jtl lacks; both follow multiLineCSV's header. */
	private static String dropUrl(String row) {
		List<String> fields = new ArrayList<>(List.of(row.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)", -1)));
		fields.remove(13);
		return String.join(",", fields);
	}

	/**
	 * Appends the bytes in random pieces of 1 byte to 64 KB, flushing each and counting it in {@code written}; after
	 * about one piece in eight it waits until the tail has polled since ({@code polls} moved), so that the tail reads
	 * the file while it ends in the middle of a row.
	 */
	private static void write(Path jtl, byte[] bytes, AtomicLong written, AtomicLong polls) {
		Random random = new Random(7);
		try (OutputStream out = Files.newOutputStream(jtl, StandardOpenOption.CREATE_NEW, StandardOpenOption.APPEND)) {
			int p = 0;
			while (p < bytes.length) {
				int n = Math.min(bytes.length - p, random.nextInt(4) == 0 ? 1 + random.nextInt(40) : 1 + random.nextInt(65536));
				out.write(bytes, p, n);
				out.flush();
				p += n;
				long before = polls.get();
				long piece = written.incrementAndGet();
				if (random.nextInt(8) == 0 && p < bytes.length) {
					Waits.value("the tail polling after piece " + piece, polls::get, now -> now > before);
				}
			}
		} catch (IOException | InterruptedException e) {
			throw new IllegalStateException(e);
		}
	}

	@Test
	void xmlResultsArriveAsTheyAreCompleted() throws IOException {
		String text = Files.readString(Fixtures.get(Jtls.JENKINS + "JMeterResultsMultiLevel.jtl"));
		Path jtl = tmp.resolve("live.xml");
		List<Sample> got = new ArrayList<>();
		try (JtlTail tail = new JtlTail(jtl, s -> got.add(s.copy()))) {
			// write up to the middle of the second result's assertion block
			int cut = text.indexOf("<httpSample", text.indexOf("<httpSample") + 1) + 200;
			Files.writeString(jtl, text.substring(0, cut));
			assertEquals(1, tail.poll());
			assertEquals(JtlFormat.Kind.XML, tail.format().kind());
			assertEquals(0, tail.poll(), "the open result waits");
			Files.writeString(jtl, text.substring(cut), StandardOpenOption.APPEND);
			assertEquals(9, tail.poll());
			assertEquals(0, tail.problems().count(), tail.problems().summary());
		}
		assertEquals(10, got.size());
		assertEquals(Jtls.read(Fixtures.get(Jtls.JENKINS + "JMeterResultsMultiLevel.jtl")).get(1).start(),
				got.get(1).start());
	}

	@Test
	void aFileStartedOverIsReadFromItsStart() throws IOException {
		Path jtl = tmp.resolve("again.csv");
		Path source = Fixtures.get(Jtls.JENKINS + "JMeterCsvResults.csv");
		List<Sample> got = new ArrayList<>();
		try (JtlTail tail = new JtlTail(jtl, s -> got.add(s.copy()))) {
			Files.write(jtl, Files.readAllBytes(source));
			// the last row has no line end: it may still be being written
			assertEquals(2, tail.poll());
			Files.writeString(jtl, "timeStamp,elapsed,label,success\n1,5,x,true\n");
			assertEquals(1, tail.poll(), "shorter: truncated and written again");
			assertEquals("x", got.get(got.size() - 1).label());
			// deleted and created anew, longer than what was read: a new file under the same name
			Files.delete(jtl);
			Files.write(jtl, Files.readAllBytes(Fixtures.get(Jtls.APACHE + "HTMLReportTestFile.csv")));
			assertEquals(255, tail.poll());
			assertEquals(2 + 1 + 255, got.size());
			assertEquals(0, tail.problems().count(), tail.problems().summary());
		}
	}
}
