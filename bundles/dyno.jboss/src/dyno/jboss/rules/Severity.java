package dyno.jboss.rules;

import java.util.Locale;
import java.util.Optional;

/** How much a finding matters; ordered, so {@code compareTo} tells whether a finding reaches a threshold. */
public enum Severity {
	/** Optional or situational advice. */
	INFO,
	/** A value that plausibly hurts performance or stability, or a development setting left in production. */
	WARNING,
	/** A file Dyno cannot read, or a value that stops the server from working. */
	ERROR;

	/** {@code info}, {@code warning} or {@code error} in any case; empty for anything else. */
	public static Optional<Severity> parse(String text) {
		for (Severity s : values()) {
			if (s.name().equalsIgnoreCase(text.trim())) {
				return Optional.of(s);
			}
		}
		return Optional.empty();
	}

	/** The lower-case name, as the CLI and reports spell it. */
	public String label() {
		return name().toLowerCase(Locale.ROOT);
	}
}
