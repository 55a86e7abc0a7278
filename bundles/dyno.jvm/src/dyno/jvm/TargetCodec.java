package dyno.jvm;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * A target as one token without ':' (a view's secondary id may not contain one) that survives a restart: the
 * target's fields joined by '|' and encoded as URL-safe Base64. Also the key of saved connections and passwords.
 * Callers may rely on {@code decode(encode(t)).equals(t)} for every target and on tokens written by earlier
 * versions decoding the same (they are stored in preferences, secure storage and the workbench's layout).
 */
public final class TargetCodec {

	private TargetCodec() {
	}

	public static String encode(Target target) {
		String plain = switch (target) {
		case Target.Local l -> "L|" + l.pid();
		case Target.LocalJmx l -> "X|" + l.pid();
		case Target.Jstatd j -> "S|" + j.host() + "|" + j.port() + "|" + j.pid();
		case Target.Jmx x -> "J|" + x.ssl() + "|" + (x.user() == null ? "" : x.user()) + "|" + x.address();
		};
		return Base64.getUrlEncoder().withoutPadding().encodeToString(plain.getBytes(StandardCharsets.UTF_8));
	}

	/** @throws IllegalArgumentException when the text is not an encoded target */
	public static Target decode(String token) {
		String plain = new String(Base64.getUrlDecoder().decode(token), StandardCharsets.UTF_8);
		String[] f = plain.split("\\|", 4);
		try {
			return switch (f[0]) {
			case "L" -> new Target.Local(Long.parseLong(f[1]));
			case "X" -> new Target.LocalJmx(Long.parseLong(f[1]));
			case "S" -> new Target.Jstatd(f[1], Integer.parseInt(f[2]), Long.parseLong(f[3]));
			case "J" -> new Target.Jmx(f[3], f[2].isEmpty() ? null : f[2], Boolean.parseBoolean(f[1]));
			default -> throw new IllegalArgumentException("unknown kind " + f[0]);
			};
		} catch (RuntimeException e) {
			throw new IllegalArgumentException("not a saved JVM target: '" + plain + "'", e);
		}
	}
}
