package dyno.jboss.manage;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A server's HTTP digest challenge ({@code WWW-Authenticate: Digest realm=…, nonce=…, qop=auth}) and the
 * {@code Authorization} answers to it (RFC 7616 with MD5, and RFC 2617, which WildFly's management realm speaks:
 * its users file stores {@code HEX(MD5(user:realm:password))}, so MD5 is the algorithm it can check).
 */
final class DigestChallenge {

	private final Map<String, String> params;
	private int nonceCount;

	private DigestChallenge(Map<String, String> params) {
		this.params = params;
	}

	/** The MD5 digest challenge among a response's {@code WWW-Authenticate} headers, if one is offered. */
	static Optional<DigestChallenge> among(List<String> headers) {
		for (String h : headers) {
			if (h.regionMatches(true, 0, "Digest ", 0, 7)) {
				Map<String, String> p = parameters(h.substring(7));
				String algorithm = p.getOrDefault("algorithm", "MD5");
				if (algorithm.equalsIgnoreCase("MD5") && p.containsKey("nonce")) {
					return Optional.of(new DigestChallenge(p));
				}
			}
		}
		return Optional.empty();
	}

	String realm() {
		return params.getOrDefault("realm", "");
	}

	/** Whether the server refused only because the nonce aged ({@code stale=true}): ask again, same credentials. */
	boolean stale() {
		return "true".equalsIgnoreCase(params.get("stale"));
	}

	/** The {@code Authorization} header of the next request (each answer counts the nonce's use once more). */
	synchronized String authorization(String method, String uri, String user, char[] password, String cnonce) {
		String nonce = params.get("nonce");
		String ha1 = md5(user + ":" + realm() + ":" + new String(password));
		String ha2 = md5(method + ":" + uri);
		boolean auth = params.containsKey("qop")
				&& List.of(params.get("qop").split("\\s*,\\s*")).contains("auth");
		StringBuilder h = new StringBuilder("Digest username=\"").append(user).append("\", realm=\"").append(realm())
				.append("\", nonce=\"").append(nonce).append("\", uri=\"").append(uri).append('"');
		if (auth) {
			String nc = String.format(Locale.ROOT, "%08x", ++nonceCount);
			h.append(", qop=auth, nc=").append(nc).append(", cnonce=\"").append(cnonce).append("\", response=\"")
					.append(md5(ha1 + ":" + nonce + ":" + nc + ":" + cnonce + ":auth:" + ha2)).append('"');
		} else {
			h.append(", response=\"").append(md5(ha1 + ":" + nonce + ":" + ha2)).append('"');
		}
		if (params.containsKey("opaque")) {
			h.append(", opaque=\"").append(params.get("opaque")).append('"');
		}
		return h.append(", algorithm=MD5").toString();
	}

	/** {@code HEX(MD5(text))} of the UTF-8 bytes, as digest authentication and WildFly's users file write it. */
	static String md5(String text) {
		try {
			return HexFormat.of().formatHex(MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8)));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every Java has MD5", e);
		}
	}

	/** {@code key=value} or {@code key="quoted, value"} pairs separated by commas. */
	private static Map<String, String> parameters(String text) {
		Map<String, String> p = new HashMap<>();
		int i = 0;
		while (i < text.length()) {
			while (i < text.length() && (text.charAt(i) == ',' || Character.isWhitespace(text.charAt(i)))) {
				i++;
			}
			int eq = text.indexOf('=', i);
			if (eq < 0) {
				break;
			}
			String key = text.substring(i, eq).strip().toLowerCase(Locale.ROOT);
			i = eq + 1;
			StringBuilder value = new StringBuilder();
			if (i < text.length() && text.charAt(i) == '"') {
				for (i++; i < text.length() && text.charAt(i) != '"'; i++) {
					if (text.charAt(i) == '\\' && i + 1 < text.length()) {
						i++;
					}
					value.append(text.charAt(i));
				}
				i++;
			} else {
				for (; i < text.length() && text.charAt(i) != ','; i++) {
					value.append(text.charAt(i));
				}
			}
			p.put(key, value.toString().strip());
		}
		return p;
	}
}
