package dyno.cli.internal;

/** Process exit codes of {@code ./dyno}, the same for every command so scripts can rely on them. */
public final class ExitCode {

	public static final int OK = 0;
	/** The command ran but could not do its work (a JVM unreachable, jvmstat unavailable ...). */
	public static final int FAILED = 1;
	/** The command line was wrong: unknown command or option, missing argument. */
	public static final int USAGE = 2;

	private ExitCode() {
	}
}
