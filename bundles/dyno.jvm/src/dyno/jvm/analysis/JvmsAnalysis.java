package dyno.jvm.analysis;

import java.io.IOException;
import java.util.List;

import dyno.core.analysis.Analysis;
import dyno.core.analysis.AnalysisException;
import dyno.core.analysis.Arguments;
import dyno.core.analysis.Parameter;
import dyno.core.analysis.Progress;
import dyno.jvm.JvmDiscovery;

/** The JVMs running on this machine, as the JVM Explorer lists them. */
public final class JvmsAnalysis implements Analysis<JvmsResult> {

	@Override
	public String name() {
		return "jvms";
	}

	@Override
	public String title() {
		return "JVMs on this machine";
	}

	@Override
	public String summary() {
		return "list the JVMs running on this machine (pid, main class or jar, JDK version)";
	}

	@Override
	public List<Parameter<?>> parameters() {
		return List.of();
	}

	@Override
	public JvmsResult run(Arguments arguments, Progress progress) throws AnalysisException {
		try {
			return new JvmsResult(JvmDiscovery.local().list());
		} catch (IOException e) {
			throw new AnalysisException(e.getMessage(), e);
		}
	}
}
