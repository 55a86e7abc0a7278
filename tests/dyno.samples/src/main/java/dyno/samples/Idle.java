package dyno.samples;

import java.io.IOException;

/**
 * A target that does nothing until its parent lets go: it prints {@code ready} and waits for its standard
 * input to close (the parent ends or closes the pipe) or for its time limit, so it never outlives a test.
 */
public final class Idle {

	public static void main(String[] args) throws InterruptedException {
		long limitMillis = args.length > 0 ? Long.parseLong(args[0]) * 1000 : 600_000;
		exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Thread.sleep(limitMillis);
	}

	/** Ends this JVM when its standard input closes, i.e. when the parent ends or closes the pipe. */
	static void exitWhenParentGoes() {
		Thread stdinWatcher = new Thread(() -> {
			try {
				while (System.in.read() >= 0) {
					// Drain until the parent closes the pipe.
				}
			} catch (IOException e) {
				// The pipe broke: the parent is gone.
			}
			System.exit(0);
		}, "stdin-watcher");
		stdinWatcher.setDaemon(true);
		stdinWatcher.start();
	}
}
