package dyno.app.ui.tests.registry;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Column;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.core.analysis.ValueType;

/**
 * An analysis no face knows of, contributed by this test bundle's provider ({@link TestAnalyses}): the commonest
 * words of a text file. It shows that the registry alone puts an analysis into every face.
 */
public final class WordCountAnalysis implements Analysis<WordCountAnalysis.Counts> {

	public static final Parameter<Path> TEXT = Parameter.positional("text", ValueType.FILE, "the text file to count");
	public static final Parameter<Integer> TOP = Parameter.option("top", ValueType.wholeNumber(1), 5,
			"how many words to list, the commonest first");
	public static final Parameter<Boolean> IGNORE_CASE = Parameter.flag("ignore-case", "count Word and word as one");

	/** The words and how often each occurs, the commonest first. */
	public record Counts(List<Count> words) implements Result {

		@Override
		public Report report() {
			return new Report("Word Count", List.of(new Table(null, List.of(Column.text("Word"), Column.count("Count")),
					words.stream().map(w -> List.<Object>of(w.word(), w.count())).toList())));
		}
	}

	public record Count(String word, long count) {
	}

	@Override
	public String name() {
		return "word-count";
	}

	@Override
	public String title() {
		return "Word Count";
	}

	@Override
	public String summary() {
		return "the commonest words of a text file";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of(TEXT, TOP, IGNORE_CASE);
	}

	@Override
	public Counts run(Arguments arguments, Progress progress) throws AnalysisException {
		String text;
		try {
			text = Files.readString(arguments.get(TEXT));
		} catch (IOException e) {
			throw new AnalysisException("cannot read " + arguments.get(TEXT) + ": " + e.getMessage(), e);
		}
		Map<String, Long> counts = new TreeMap<>();
		for (String w : text.split("\\W+")) {
			if (!w.isEmpty()) {
				counts.merge(arguments.get(IGNORE_CASE) ? w.toLowerCase(Locale.ROOT) : w, 1L, Long::sum);
			}
		}
		return new Counts(counts.entrySet().stream()
				.sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
				.limit(arguments.get(TOP)).map(e -> new Count(e.getKey(), e.getValue())).toList());
	}
}
