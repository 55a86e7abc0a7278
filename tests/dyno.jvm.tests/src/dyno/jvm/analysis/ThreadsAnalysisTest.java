package dyno.jvm.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dyno.core.analysis.Arguments;
import dyno.core.analysis.Format;
import dyno.core.analysis.Progress;
import dyno.core.analysis.Report;
import dyno.core.analysis.Table;
import dyno.jvm.Target;
import dyno.samples.ChildJvm;
import dyno.samples.ThreadStates;

/**
 * The threads of a child with known states through {@link ThreadsAnalysis}: the table's row of a blocked thread
 * names the lock and its holder; JSON and the HTML report carry the same threads.
 */
class ThreadsAnalysisTest {

	private final ThreadsAnalysis analysis = new ThreadsAnalysis(JvmAccess.connecting(target -> null));

	@Test
	void theTableJsonAndHtmlShowTheSameThreads() throws Exception {
		try (ChildJvm child = ChildJvm.start(ThreadStates.class)) {
			ThreadsResult r = analysis.run(Arguments.of(analysis).with(ThreadsAnalysis.TARGET,
					new Target.Local(child.pid())).build(), Progress.NONE);

			Table threads = (Table) r.report().sections().get(1);
			List<Object> blocked = threads.rows().stream().filter(row -> ThreadStates.BLOCKED.equals(row.get(4)))
					.findFirst().orElseThrow(() -> new AssertionError(threads.rows()));
			assertEquals("BLOCKED", blocked.get(1));
			assertTrue(blocked.get(3).toString().matches("java\\.lang\\.Object@\\p{XDigit}+ \\(" + ThreadStates.HOLDER
					+ "\\)"), blocked.toString());

			ThreadsResult.ThreadsData json = (ThreadsResult.ThreadsData) r.data();
			assertEquals(threads.rows().stream().map(row -> row.get(0)).toList(),
					json.threads().stream().map(ThreadsResult.ThreadData::id).toList(), "JSON has the table's threads");
			String html = Format.HTML.render(r);
			assertTrue(html.contains(ThreadStates.HOLDER) && !html.contains("http"), "a self-contained report");
		}
	}

	@Test
	void deadlocksOnlyLeavesOutThreadsAndADumpExcludesThem() throws Exception {
		try (ChildJvm child = ChildJvm.start(ThreadStates.class)) {
			Target target = new Target.Local(child.pid());
			ThreadsResult r = analysis.run(Arguments.of(analysis).with(ThreadsAnalysis.TARGET, target)
					.with(ThreadsAnalysis.DEADLOCKS, true).build(), Progress.NONE);
			assertEquals(List.of("No deadlock in " + target.label() + " (" + r.sample().threads().size() + " threads)."),
					((Report.Notes) r.report().sections().get(0)).lines());
			assertFalse(Format.JSON.render(r).contains("\"threads\""), Format.JSON.render(r));

			assertThrows(IllegalArgumentException.class, () -> analysis.run(Arguments.of(analysis)
					.with(ThreadsAnalysis.TARGET, target).with(ThreadsAnalysis.DUMP, true)
					.with(ThreadsAnalysis.DEADLOCKS, true).build(), Progress.NONE));
		}
	}
}
