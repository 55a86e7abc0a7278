package dyno.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dyno.load.LoadErrors.Failure;

class LoadErrorsTest {

	/** JMeter's HTML report test file (real): three "400 Bad request" failures of JR-KO among 255 rows. */
	@Test
	void groupsTheFailuresOfARealResultFileByLabelCodeAndMessage() throws IOException {
		LoadErrors errors = read(new Jtls.Expected(Jtls.APACHE + "HTMLReportTestFile.csv", 255).file());
		assertEquals(255, errors.samples());
		assertEquals(3, errors.failed());
		List<Failure> all = errors.failures();
		assertEquals(1, all.size(), all::toString);
		Failure f = all.get(0);
		assertEquals("JR-KO", f.label());
		assertEquals("400", f.responseCode());
		assertEquals("Bad request", f.message());
		assertEquals(3, f.count());
		assertEquals(1551783636859L, f.firstSeen());
		assertEquals(1551783674626L, f.lastSeen());
		assertEquals(1.0, f.shareOf(errors.failed()));
	}

	/** The assertion's failureMessage names the error when there is one; the response message otherwise. */
	@Test
	void prefersTheAssertionMessageAndRanksTheMostFrequentFirst(@TempDir Path tmp) throws IOException {
		Path jtl = tmp.resolve("errors.csv");
		Files.writeString(jtl, """
				timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes
				1000,5,login,200,OK,t-1,text,true,,10
				1001,5,login,500,Internal Server Error,t-1,text,false,,10
				1002,5,cart,200,OK,t-1,text,false,"Test failed: text expected to contain /Total/",10
				1003,5,cart,200,OK,t-2,text,false,"Test failed: text expected to contain /Total/",10
				1004,5,cart,Non HTTP response code: java.net.ConnectException,Non HTTP response message: Connection refused,t-2,text,false,,0
				""", StandardCharsets.UTF_8);
		LoadErrors errors = read(jtl);
		List<Failure> all = errors.failures();
		assertEquals(3, all.size(), all::toString);
		assertEquals(new Failure("cart", "200", "Test failed: text expected to contain /Total/", 2, 1002, 1003),
				all.get(0));
		assertEquals("Non HTTP response message: Connection refused", all.get(1).message());
		assertEquals(new Failure("login", "500", "Internal Server Error", 1, 1001, 1001), all.get(2));
		assertEquals(List.of(all.get(0)), errors.top(1));

		// read in parts on two threads and added up: the same groups
		LoadErrors summed = new LoadErrors();
		try (JtlReader r = JtlReader.open(jtl)) {
			r.readAllInParts(2, 1, LoadErrors::new).forEach(summed::addAll);
		}
		assertEquals(all, summed.failures());
		assertEquals(5, summed.samples());

		// the filter a click on an error applies to the timeline: only that group's failed samples
		long[] matched = { 0 };
		try (JtlReader r = JtlReader.open(jtl)) {
			r.readAll(s -> matched[0] += all.get(0).matches(s) ? 1 : 0);
		}
		assertEquals(2, matched[0]);
	}

	/** Messages with variable parts cannot grow the groups without bound: the rest folds into one group. */
	@Test
	void foldsMessagesBeyondTheGroupLimit(@TempDir Path tmp) throws IOException {
		Path jtl = tmp.resolve("many.csv");
		StringBuilder text = new StringBuilder("timeStamp,elapsed,label,responseCode,success,failureMessage\n");
		int rows = LoadErrors.MAX_GROUPS + 500;
		for (int i = 0; i < rows; i++) {
			text.append(1000 + i).append(",1,order,500,false,order ").append(i).append(" not found\n");
		}
		Files.writeString(jtl, text);
		LoadErrors errors = read(jtl);
		List<Failure> all = errors.failures();
		assertEquals(LoadErrors.MAX_GROUPS + 1, all.size());
		Failure other = all.get(0);
		assertEquals(LoadErrors.OTHER_MESSAGES, other.message());
		assertEquals(500, other.count());
		assertEquals(rows, errors.failed());
		assertTrue(other.matches(copyOfRow(jtl, rows - 1)));
		assertFalse(all.get(1).matches(copyOfRow(jtl, rows - 1)));
	}

	private static Sample copyOfRow(Path jtl, int index) throws IOException {
		Sample[] row = new Sample[1];
		int[] i = { 0 };
		try (JtlReader r = JtlReader.open(jtl)) {
			r.readAll(s -> {
				if (i[0]++ == index) {
					row[0] = s.copy();
				}
			});
		}
		return row[0];
	}

	private static LoadErrors read(Path file) throws IOException {
		LoadErrors errors = new LoadErrors();
		try (JtlReader r = JtlReader.open(file)) {
			r.readAll(errors);
		}
		return errors;
	}
}
