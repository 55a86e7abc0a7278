package dyno.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The registry of analyses and what the faces read from a run's arguments: the analyses by name, one per name; the
 * arguments as a report's header writes them, and which were given rather than left at their defaults.
 */
class AnalysisRegistryTest {

	static final Parameter<Path> FILES = Parameter.positionals("file", ValueType.FILE, "files to read");
	static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 20, "rows");
	static final Parameter<Boolean> QUIET = Parameter.flag("quiet", "say less");
	static final Parameter<String> FILTER = Parameter.optional("filter", ValueType.TEXT, "a prefix");

	/** An analysis of no engine: a name and parameters are all the registry reads. */
	record Named(String name) implements Analysis<Result> {
		@Override
		public String title() {
			return name;
		}

		@Override
		public String summary() {
			return "a test's";
		}

		@Override
		public List<Parameter<?>> parameters() {
			return List.of(FILES, TOP, QUIET, FILTER);
		}

		@Override
		public Result run(Arguments arguments, Progress progress) {
			return () -> new Report(name, List.of());
		}
	}

	/** Another analysis class, for a look-up of the wrong one. */
	interface Other extends Analysis<Result> {
	}

	@Test
	void analysesAreByNameInAlphabeticalOrder() {
		Named b = new Named("b-analysis");
		AnalysisRegistry registry = AnalysisRegistry.of(List.of(() -> List.of(b, new Named("a-analysis")),
				() -> List.of(new Named("c-analysis"))));
		assertEquals(List.of("a-analysis", "b-analysis", "c-analysis"),
				registry.all().stream().map(Analysis::name).toList());
		assertSame(b, registry.get("b-analysis", Named.class));
		assertFalse(registry.find("d-analysis").isPresent());
	}

	@Test
	void oneNameIsOneAnalysisAndALookUpOfTheWrongClassIsABug() {
		IllegalStateException twice = assertThrows(IllegalStateException.class,
				() -> AnalysisRegistry.of(List.of(() -> List.of(new Named("x")), () -> List.of(new Named("x")))));
		assertTrue(twice.getMessage().startsWith("two analyses are named x"), twice.getMessage());
		AnalysisRegistry registry = AnalysisRegistry.of(List.of(() -> List.of(new Named("x"))));
		IllegalStateException wrong = assertThrows(IllegalStateException.class,
				() -> registry.get("x", Other.class));
		assertTrue(wrong.getMessage().contains("it is a " + Named.class.getName()), wrong.getMessage());
		assertTrue(assertThrows(IllegalStateException.class, () -> registry.get("y", Named.class)).getMessage()
				.contains("none is installed"));
	}

	@Test
	void argumentsReadAsAHeaderWithTheirTypesWordsAndTellGivenFromDefault() {
		Named a = new Named("a");
		Arguments defaults = Arguments.of(a).with(FILES, Path.of("/x/a.histo")).with(FILES, Path.of("b.histo"))
				.build();
		assertEquals(Map.of("file", "/x/a.histo, b.histo", "top", "20"), defaults.asText());
		assertEquals(List.of("file", "top"), List.copyOf(defaults.asText().keySet()), "in the analysis' order");
		assertFalse(defaults.given(TOP));
		assertTrue(defaults.given(FILES));

		Arguments given = Arguments.of(a).with(FILES, Path.of("c")).parse(TOP, "20").with(QUIET, true)
				.with(FILTER, "dyno.").build();
		assertTrue(given.given(TOP), "given, even as its default");
		assertEquals(Map.of("file", "c", "top", "20", "quiet", "yes", "filter", "dyno."), given.asText());
	}

	@Test
	void theHtmlReportNamesTheArgumentsUnderItsHeading() {
		Named a = new Named("a");
		Result result = a.run(null, Progress.NONE);
		Arguments arguments = Arguments.of(a).with(FILES, Path.of("<b>.histo")).build();
		String html = Format.HTML.render(result, arguments);
		assertTrue(html.contains("<p class=\"meta\">Dyno report</p>\n<table class=\"arguments\">\n"
				+ "<tr><td>file</td><td>&lt;b&gt;.histo</td></tr>\n<tr><td>top</td><td>20</td></tr>\n</table>\n"), html);
		assertEquals(Format.HTML.render(result), Format.HTML.render(result, null), "no arguments, no header");
		assertEquals(Format.JSON.render(result), Format.JSON.render(result, arguments), "JSON is the data alone");
	}
}
