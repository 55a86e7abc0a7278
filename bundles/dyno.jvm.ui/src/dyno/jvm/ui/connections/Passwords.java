package dyno.jvm.ui.connections;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;

import dyno.jvm.Target;
import dyno.jvm.TargetCodec;

/**
 * JMX passwords in Eclipse secure storage (encrypted with the master password of the storage's provider, or the
 * file given by {@code -eclipse.password}); never in plain preferences. One node per target.
 */
public final class Passwords {

	static final String NODE = "dyno.jvm.ui/jmx";
	private static final String KEY = "password";

	private Passwords() {
	}

	/** Saves the password encrypted and flushes the storage to disk. */
	public static void save(Target target, char[] password) throws StorageException, java.io.IOException {
		ISecurePreferences node = node(target);
		node.put(KEY, new String(password), true);
		node.flush();
	}

	/** The saved password, null when none is saved or the storage cannot be opened (logged). */
	public static char[] read(Target target) {
		if (!(target instanceof Target.Jmx)) {
			return null;
		}
		try {
			ISecurePreferences root = SecurePreferencesFactory.getDefault();
			String path = NODE + "/" + TargetCodec.encode(target);
			if (root == null || !root.nodeExists(path)) {
				return null;
			}
			String p = root.node(path).get(KEY, null);
			return p == null ? null : p.toCharArray();
		} catch (StorageException e) {
			ILog.of(Passwords.class).log(Status.warning("Cannot read the saved password of " + target.label(), e));
			return null;
		}
	}

	/** Removes the saved password of {@code target}, if any. */
	public static void forget(Target target) {
		ISecurePreferences root = SecurePreferencesFactory.getDefault();
		String path = NODE + "/" + TargetCodec.encode(target);
		if (root != null && root.nodeExists(path)) {
			root.node(path).removeNode();
			try {
				root.flush();
			} catch (java.io.IOException e) {
				ILog.of(Passwords.class).log(Status.warning("Cannot write secure storage", e));
			}
		}
	}

	private static ISecurePreferences node(Target target) throws StorageException {
		ISecurePreferences root = SecurePreferencesFactory.getDefault();
		if (root == null) {
			throw new StorageException(StorageException.NO_SECURE_MODULE, "secure storage is not available");
		}
		return root.node(NODE + "/" + TargetCodec.encode(target));
	}
}
