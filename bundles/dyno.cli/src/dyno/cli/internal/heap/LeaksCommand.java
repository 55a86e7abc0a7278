package dyno.cli.internal.heap;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

import dyno.cli.internal.AnalysisCommand;
import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.core.analysis.Format;
import dyno.heap.Snapshot;
import dyno.heap.SnapshotSchedule;
import dyno.heap.analysis.LeaksAnalysis;
import dyno.heap.analysis.LeaksResult;
import dyno.jvm.Target;
import dyno.jvm.analysis.JvmTargets;

/**
 * {@code ./dyno leaks}: the {@link LeaksAnalysis} of snapshot files, or of a series taken now {@code --from} a JVM,
 * each snapshot's file said on standard error as it is saved (so Ctrl-C keeps what was taken, and says where).
 */
public final class LeaksCommand extends AnalysisCommand<LeaksResult> {

	/** Samples often enough that every collection's floor is seen during a series. */
	private static final Duration SAMPLING = Duration.ofMillis(200);

	private final CommandLineJvms jvms;
	private final SaidOnStandardError taken;

	public LeaksCommand() {
		this(new CommandLineJvms(SAMPLING), new SaidOnStandardError());
	}

	private LeaksCommand(CommandLineJvms jvms, SaidOnStandardError taken) {
		super(new LeaksAnalysis(jvms, taken), List.of(JvmTargets.USER));
		this.jvms = jvms;
		this.taken = taken;
	}

	@Override
	public int run(Call call) {
		String user = call.get(JvmTargets.USER);
		String problem = LeaksAnalysis.problem(call.arguments(), user);
		if (problem != null) {
			call.say(problem);
			return ExitCode.USAGE;
		}
		Target from = call.get(LeaksAnalysis.FROM);
		if (from != null) {
			int usage = jvms.open(from, user, call);
			if (usage >= 0) {
				return usage;
			}
		}
		taken.call = call;
		return super.run(call);
	}

	@Override
	protected void write(LeaksResult result, Call call) throws IOException {
		if (call.genericFormat() == Format.TEXT) {
			call.write(result.ranking().toText());
		} else {
			call.write(result);
		}
	}

	/** "snapshot 2/6: FILE (123,456 bytes)" as each snapshot of a series is saved. */
	private static final class SaidOnStandardError implements SnapshotSchedule.Listener {

		private Call call;

		@Override
		public void taken(int index, Snapshot snapshot, Path file) {
			int count = call.get(LeaksAnalysis.COUNT);
			call.say(String.format(Locale.ROOT, "snapshot %d/%d: %s (%,d bytes)", index + 1, count, file,
					snapshot.totalBytes()));
		}
	}
}
