package dyno.cli.internal;

import java.util.List;
import java.util.stream.Collectors;

import dyno.core.JsonText;
import dyno.jvm.threads.Deadlock;
import dyno.jvm.threads.PoolUsage;
import dyno.jvm.threads.ThreadCounts;
import dyno.jvm.threads.ThreadInfoRow;
import dyno.jvm.threads.ThreadSample;
import dyno.jvm.threads.WaitsForGraph;

/** {@code dyno threads --format json}: one JSON object per run, flat enough for {@code jq}. */
final class ThreadsJson {

	private ThreadsJson() {
	}

	/**
	 * @param stacks         whether each thread carries its stack ({@code --dump})
	 * @param deadlocksOnly  leave out the threads and pools ({@code --deadlocks})
	 */
	static String write(ThreadSample s, String label, List<PoolUsage> pools, boolean stacks, boolean deadlocksOnly) {
		ThreadCounts c = s.counts();
		StringBuilder b = new StringBuilder("{\n");
		b.append("  \"target\": ").append(JsonText.string(label)).append(",\n");
		b.append("  \"time\": ").append(s.time()).append(",\n");
		b.append("  \"detailed\": ").append(s.detailed()).append(",\n");
		b.append("  \"counts\": {\"live\": ").append(c.live()).append(", \"daemon\": ").append(c.daemon())
				.append(", \"peak\": ").append(c.peak()).append(", \"started\": ").append(c.started())
				.append(", \"virtual\": ").append(s.threads().stream().filter(ThreadInfoRow::virtual).count()).append("},\n");
		b.append("  \"gaps\": [").append(s.gaps().stream().map(JsonText::string).collect(Collectors.joining(", ")))
				.append("],\n");
		b.append("  \"deadlocks\": [");
		for (int i = 0; i < s.deadlocks().size(); i++) {
			b.append(i == 0 ? "\n" : ",\n");
			deadlock(b, s.deadlocks().get(i));
		}
		b.append(s.deadlocks().isEmpty() ? "]" : "\n  ]");
		if (!deadlocksOnly) {
			b.append(",\n  \"pools\": [");
			for (int i = 0; i < pools.size(); i++) {
				PoolUsage p = pools.get(i);
				b.append(i == 0 ? "\n" : ",\n").append("    {\"pool\": ").append(JsonText.string(p.pool()))
						.append(", \"busy\": ").append(p.busy()).append(", \"total\": ").append(p.total()).append('}');
			}
			b.append(pools.isEmpty() ? "]" : "\n  ]");
			b.append(",\n  \"threads\": [");
			for (int i = 0; i < s.threads().size(); i++) {
				b.append(i == 0 ? "\n" : ",\n");
				thread(b, s.threads().get(i), stacks);
			}
			b.append(s.threads().isEmpty() ? "]" : "\n  ]");
		}
		return b.append("\n}").toString();
	}

	private static void deadlock(StringBuilder b, Deadlock d) {
		b.append("    {\"summary\": ").append(JsonText.string(d.summary())).append(", \"threads\": [")
				.append(d.threads().stream().map(t -> JsonText.string(t.name())).collect(Collectors.joining(", ")))
				.append("], \"cycle\": [")
				.append(d.graph().cycle().stream().map(n -> JsonText.string(n.label())).collect(Collectors.joining(", ")))
				.append("], \"edges\": [");
		List<WaitsForGraph.Edge> edges = d.graph().edges();
		for (int i = 0; i < edges.size(); i++) {
			WaitsForGraph.Edge e = edges.get(i);
			b.append(i == 0 ? "" : ", ").append("{\"from\": ").append(JsonText.string(e.from().label()))
					.append(", \"to\": ").append(JsonText.string(e.to().label())).append(", \"kind\": ")
					.append(JsonText.string(e.kind().name())).append('}');
		}
		b.append("]}");
	}

	private static void thread(StringBuilder b, ThreadInfoRow t, boolean stacks) {
		b.append("    {\"id\": ").append(t.id()).append(", \"name\": ").append(JsonText.string(t.name()))
				.append(", \"state\": ").append(JsonText.string(t.state().name())).append(", \"jvmState\": ")
				.append(JsonText.string(t.jvmState().name())).append(", \"daemon\": ").append(t.daemon())
				.append(", \"virtual\": ").append(t.virtual())
				.append(", \"cpuNanos\": ").append(t.cpuNanos()).append(", \"blockedCount\": ").append(t.blockedCount())
				.append(", \"waitedCount\": ").append(t.waitedCount()).append(", \"lock\": ")
				.append(JsonText.string(t.lock() == null ? null : t.lock().toString())).append(", \"lockOwnerId\": ")
				.append(t.lockOwnerId());
		if (stacks) {
			b.append(", \"stack\": [").append(t.stack().stream().map(f -> JsonText.string(f.toString()))
					.collect(Collectors.joining(", "))).append(']');
		}
		b.append('}');
	}
}
