package dyno.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The generic faces of a result: one renderer per format, for every analysis. */
class FacesTest {

	/** A made-up analysis result: a table of requests per page and a warning. */
	record Pages(List<Page> pages, double rate) implements Result {

		record Page(String name, long hits, double share) {
		}

		@Override
		public Report report() {
			List<List<Object>> rows = pages.stream().map(p -> Arrays.<Object>asList(p.name(), p.hits(), p.share()))
					.toList();
			return new Report("Pages", List.of(
					new Table(null, List.of(Column.text("Page"), Column.count("Hits"),
							Column.decimal("Share", "#0.0%", "#0.000")), rows),
					new Report.Notes(null, List.of("warning: few hits"))));
		}
	}

	private static final Pages PAGES = new Pages(List.of(new Pages.Page("home", 1200, 0.75),
			new Pages.Page("<search, \"all\">", 400, 0.25), new Pages.Page("none", 0, Double.NaN)),
			Double.POSITIVE_INFINITY);

	@Test
	void textAlignsTextLeftAndNumbersRightThenTheNotes() {
		String nl = System.lineSeparator();
		assertEquals("Page             Hits  Share" + nl
				+ "home             1200  75.0%" + nl
				+ "<search, \"all\">   400  25.0%" + nl
				+ "none                0    NaN" + nl
				+ "warning: few hits" + nl, Format.TEXT.render(PAGES));
	}

	@Test
	void csvQuotesWhatNeedsItUsesTheExportFormatAndLeavesNotesOut() {
		assertEquals("""
				Page,Hits,Share
				home,1200,0.750
				"<search, ""all"">",400,0.250
				none,0,NaN
				""", Format.CSV.render(PAGES));
	}

	@Test
	void jsonIsTheResultsDataWithNonFiniteNumbersAsNull() {
		String json = Format.JSON.render(PAGES);
		assertTrue(json.contains("\"rate\": null"), json);
		assertTrue(json.contains("\"share\": null"), json);
		assertTrue(json.contains("\"name\": \"<search, \\\"all\\\">\""), "no HTML escaping in JSON: " + json);
		assertTrue(json.contains("\"hits\": 1200,"), json);
		assertEquals("{\n  \"path\": \"/tmp/x.jtl\"\n}\n", Faces.json(new Holder(Path.of("/tmp/x.jtl"))));
	}

	record Holder(Path path) {
	}

	@Test
	void htmlIsOneEscapedSortableFileWithItsChart() {
		String html = Format.HTML.render(PAGES);
		assertTrue(html.startsWith("<!DOCTYPE html>"), html);
		assertTrue(html.contains("<td>&lt;search, &quot;all&quot;&gt;</td>"), html);
		assertTrue(html.contains("<td class=\"num\" data-v=\"1200\">1200</td>"), html);
		assertTrue(html.contains("data-v=\"NaN\">NaN</td>"), html);
		assertTrue(html.contains("<svg") && html.contains("width=\"420\""), "home's bar is the longest: " + html);
		assertTrue(html.contains("<li>warning: few hits</li>"), html);
		assertFalse(html.contains("http") || html.contains("src="), "opens offline: nothing to fetch");
	}

	@Test
	void argumentsTakeDefaultsAndRefuseWhatIsMissing() {
		Parameter<Path> files = Parameter.positionals("jtl", ValueType.FILE, "result files");
		Parameter<Path> out = Parameter.option("out", ValueType.FILE, Path.of("report.html"), "where it goes");
		Analysis<Pages> analysis = new Analysis<>() {
			@Override
			public String name() {
				return "pages";
			}

			@Override
			public String title() {
				return "Pages";
			}

			@Override
			public String summary() {
				return "hits per page";
			}

			@Override
			public List<Parameter<?>> parameters() {
				return List.of(files, out);
			}

			@Override
			public Pages run(Arguments arguments, Progress progress) {
				return PAGES;
			}
		};
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Arguments.of(analysis).build());
		assertEquals("missing jtl (result files)", e.getMessage());
		Arguments a = Arguments.of(analysis).parse(files, "a.jtl").parse(files, "b.jtl").build();
		assertEquals(List.of(Path.of("a.jtl"), Path.of("b.jtl")), a.all(files));
		assertEquals(Path.of("report.html"), a.get(out));
		e = assertThrows(IllegalArgumentException.class, () -> Arguments.of(analysis).parse(out, " "));
		assertEquals("--out ' ': give a file", e.getMessage());
	}
}
