package dyno.heap.hprof;

import java.util.List;
import java.util.Locale;

import dyno.core.Plural;

/**
 * Who holds the instances of a class in a heap dump.
 *
 * @param instances    all instances of the class in the dump (reachable or not)
 * @param shallowBytes their own sizes, as the dumped JVM counts them
 * @param groups       by accumulation point, most instances first; instances that no GC root reaches (a dump that
 *                     includes garbage) form a last group {@code "unreachable ..."} without paths
 */
public record Holders(String className, long instances, long shallowBytes, List<HolderGroup> groups) {

	/** For people: each group with its example paths, one step a line. */
	public String toText() {
		StringBuilder b = new StringBuilder();
		b.append(String.format(Locale.ROOT, "%s: %,d instances, %,d bytes (shallow)%n", className, instances,
				shallowBytes));
		if (groups.isEmpty()) {
			return b.append("no instances\n").toString();
		}
		for (HolderGroup g : groups) {
			b.append(String.format(Locale.ROOT, "%nheld by %s: %,d %s, retained about %s%n", g.holder(),
					g.paths(), Plural.noun(g.paths(), "instance"), megabytes(g.retainedEstimate())));
			for (GcRootPath p : g.examples()) {
				b.append("  path from a ").append(p.rootKind()).append(" root:\n");
				for (Step s : p.steps()) {
					String via = s.via().isEmpty() ? "" : s.via().startsWith("[") ? s.via() : "." + s.via();
					b.append(String.format(Locale.ROOT, "    %-14s %s@0x%x%n", via, s.className(), s.objectId()));
				}
			}
		}
		return b.toString();
	}

	/** {@code 512 KB} below a megabyte, else {@code 3.4 MB}. */
	public static String megabytes(long bytes) {
		return bytes < 1 << 20 ? String.format(Locale.ROOT, "%,d KB", (bytes + 1023) / 1024)
				: String.format(Locale.ROOT, "%,.1f MB", bytes / (double) (1 << 20));
	}
}
