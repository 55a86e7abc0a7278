package dyno.cli.internal.profile;

import java.time.Duration;
import java.util.List;

import dyno.cli.internal.Call;
import dyno.cli.internal.ExitCode;
import dyno.cli.internal.UntilStopped;
import dyno.core.Listeners;
import dyno.core.analysis.Faces;
import dyno.core.analysis.Report;
import dyno.profile.LiveProfile;

/**
 * One run of {@code dyno top}: the profile's snapshots and its end go through an {@link UntilStopped} loop, which
 * alone prints; the profile is closed when the loop ends (its length, Ctrl-C, the JVM's end), so the stream's
 * recording is gone from the target before this JVM exits.
 */
final class Top implements LiveProfile.Listener {

	private record Ended(String why) {
	}

	private final LiveProfile profile;
	private final int limit;
	/** Null for "until interrupted". */
	private final Duration length;
	private final Call call;
	private final UntilStopped loop;

	Top(LiveProfile profile, int limit, Duration length, Call call) {
		this.profile = profile;
		this.limit = limit;
		this.length = length;
		this.call = call;
		this.loop = new UntilStopped("dyno-top-interrupted", profile::close);
	}

	@Override
	public void updated(LiveProfile.Snapshot snapshot) {
		loop.add(snapshot);
	}

	@Override
	public void ended(String why) {
		loop.add(new Ended(why));
	}

	int run() {
		return loop.run(() -> {
			try (profile; Listeners.Registration r = profile.addListener(this)) {
				return print();
			}
		});
	}

	private int print() throws InterruptedException {
		long end = length == null ? Long.MAX_VALUE : System.nanoTime() + length.toNanos();
		while (true) {
			Object event = length == null ? loop.take() : loop.poll(Math.max(0, end - System.nanoTime()));
			if (event == null || event == UntilStopped.STOP) {
				return ExitCode.OK; // --for is over, or Ctrl-C
			}
			if (event instanceof Ended ended) {
				return call.failed(ended.why());
			}
			LiveProfile.Snapshot snapshot = (LiveProfile.Snapshot) event;
			call.out().println(Faces.text(new Report("top", List.of(snapshot.methodTable(limit)))));
			call.out().flush();
		}
	}
}
