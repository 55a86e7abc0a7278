package dyno.core.analysis;

import java.util.List;

/**
 * One analysis of Dyno, declared once, after Eclipse MAT's queries: a name, named and typed {@link Parameter}s with
 * defaults, and a {@link #run} that takes {@link Arguments} and a {@link Progress} and returns one typed result. The
 * workbench's views, the command line, JSON and the HTML report all ask the analysis and render its result (its
 * {@link Report}); none of them repeats the workflow around an engine (waits, floors, fetches): that lives in
 * {@link #run}, once.
 *
 * @param <R> the analysis' own result: views read it typed, the other faces render {@link Result#report()}
 */
public interface Analysis<R extends Result> {

	/** The command-line name, lower case with dashes, e.g. {@code aggregate}, {@code jfr-summary}. */
	String name();

	/** Its title for a person, e.g. "Aggregate Report". */
	String title();

	/** One sentence: what it answers. */
	String summary();

	/** Its parameters in the order a person reads them; positional ones first. */
	List<Parameter<?>> parameters();

	/**
	 * Runs the analysis.
	 *
	 * @throws AnalysisException    naming the cause in one sentence when the input is bad or unreachable
	 * @throws InterruptedException when {@code progress} was cancelled or the thread interrupted
	 */
	R run(Arguments arguments, Progress progress) throws AnalysisException, InterruptedException;
}
