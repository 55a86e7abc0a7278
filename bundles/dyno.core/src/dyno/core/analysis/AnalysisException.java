package dyno.core.analysis;

/**
 * Why an analysis could not give its result, in one sentence a person can act on ("x.jtl: no such file"): every face
 * shows it as it is, never a stack trace.
 */
public class AnalysisException extends Exception {

	private static final long serialVersionUID = 1L;

	public AnalysisException(String message) {
		super(message);
	}

	public AnalysisException(String message, Throwable cause) {
		super(message, cause);
	}
}
