package dyno.jvm.analysis;

import java.util.List;

import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Result;
import dyno.core.analysis.Table;
import dyno.jvm.RunningJvm;

/** What {@link JvmsAnalysis} found: the local JVMs, Dyno's own among them. */
public record JvmsResult(List<RunningJvm> jvms) implements Result {

	public JvmsResult {
		jvms = List.copyOf(jvms);
	}

	/** Each JVM by all it tells: pid, main class, version, VM, command line, whether it is Dyno's own. */
	@Override
	public Object data() {
		return jvms;
	}

	@Override
	public Report report() {
		// The pid reads left to right, as jps and ps align it: a name of a process, not a quantity.
		Column pid = new Column("PID", false, String::valueOf, String::valueOf);
		List<List<Object>> rows = jvms.stream().<List<Object>>map(j -> List.of(j.pid(), j.javaVersion(),
				j.mainClass() + (j.self() ? "  (this dyno)" : ""))).toList();
		return new Report("JVMs on this machine",
				List.of(new Table(null, List.of(pid, Column.text("JDK"), Column.text("MAIN CLASS / JAR")), rows)));
	}
}
