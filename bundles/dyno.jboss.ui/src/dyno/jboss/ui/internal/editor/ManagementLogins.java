package dyno.jboss.ui.internal.editor;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;
import org.eclipse.equinox.security.storage.ISecurePreferences;
import org.eclipse.equinox.security.storage.SecurePreferencesFactory;
import org.eclipse.equinox.security.storage.StorageException;

import dyno.jboss.manage.ManagementClient.Credentials;

/**
 * The management user and password of each server endpoint ({@code host:port}), asked once: kept for the session,
 * and in Eclipse secure storage (encrypted) so the next session does not ask again. When the storage cannot be
 * written they stay for the session only, and the failure is logged. The editor's save and the JBoss Servers view's
 * Reload, Stop and Restart of a WildFly share them.
 */
public final class ManagementLogins {

	private static final String NODE = "dyno.jboss.ui/management";
	private static final Map<String, Credentials> SESSION = new ConcurrentHashMap<>();

	private ManagementLogins() {
	}

	/** The credentials of {@code endpoint} given in this session, without opening secure storage. */
	public static Optional<Credentials> ofSession(String endpoint) {
		return Optional.ofNullable(SESSION.get(endpoint));
	}

	/** The known credentials of {@code endpoint}: this session's, else the stored ones. */
	public static Optional<Credentials> of(String endpoint) {
		Credentials c = SESSION.get(endpoint);
		if (c != null) {
			return Optional.of(c);
		}
		try {
			ISecurePreferences root = SecurePreferencesFactory.getDefault();
			String path = path(endpoint);
			if (root == null || !root.nodeExists(path)) {
				return Optional.empty();
			}
			ISecurePreferences node = root.node(path);
			String user = node.get("user", null);
			String password = node.get("password", null);
			if (user == null || password == null) {
				return Optional.empty();
			}
			c = new Credentials(user, password.toCharArray());
			SESSION.put(endpoint, c);
			return Optional.of(c);
		} catch (StorageException e) {
			log("Cannot read the saved management login of " + endpoint, e);
			return Optional.empty();
		}
	}

	/** Keeps {@code c} for the session and in secure storage. */
	public static void keep(String endpoint, Credentials c) {
		SESSION.put(endpoint, c);
		ISecurePreferences root = SecurePreferencesFactory.getDefault();
		if (root == null) {
			return;
		}
		try {
			ISecurePreferences node = root.node(path(endpoint));
			node.put("user", c.user(), false);
			node.put("password", new String(c.password()), true);
			node.flush();
		} catch (StorageException | IOException e) {
			log("Cannot save the management login of " + endpoint + " (kept for this session)", e);
		}
	}

	/** Forgets the credentials of {@code endpoint} (the server refused them). */
	public static void forget(String endpoint) {
		SESSION.remove(endpoint);
		ISecurePreferences root = SecurePreferencesFactory.getDefault();
		if (root != null && root.nodeExists(path(endpoint))) {
			root.node(path(endpoint)).removeNode();
			try {
				root.flush();
			} catch (IOException e) {
				log("Cannot write secure storage", e);
			}
		}
	}

	private static String path(String endpoint) {
		return NODE + "/" + URLEncoder.encode(endpoint, StandardCharsets.UTF_8);
	}

	private static void log(String message, Exception e) {
		ILog.of(ManagementLogins.class).log(Status.warning(message, e));
	}
}
