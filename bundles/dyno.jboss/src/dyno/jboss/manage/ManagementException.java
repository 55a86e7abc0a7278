package dyno.jboss.manage;

import java.io.IOException;

/** Why a management operation did not happen, in one sentence (wrong credentials, unreachable, refused). */
public final class ManagementException extends IOException {

	private static final long serialVersionUID = 1L;

	private final boolean credentialsRefused;

	public ManagementException(String message) {
		this(message, false);
	}

	ManagementException(String message, boolean credentialsRefused) {
		super(message);
		this.credentialsRefused = credentialsRefused;
	}

	public ManagementException(String message, Throwable cause) {
		super(message, cause);
		this.credentialsRefused = false;
	}

	/** Whether the server refused the user and password (or none was given): ask for them again. */
	public boolean credentialsRefused() {
		return credentialsRefused;
	}
}
