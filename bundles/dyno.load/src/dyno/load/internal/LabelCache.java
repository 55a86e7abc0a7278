package dyno.load.internal;

import java.util.Arrays;

/**
 * A small cache in front of a sink's per-label map, keyed by the label String's identity: readers hand out one
 * String per label text, so a row's label is found with one array read and one comparison instead of a map
 * look-up (rows of many labels interleave, so remembering only the last label rarely hits). A slot holds the label
 * that came last of those sharing it.
 */
public final class LabelCache<V> {

	private static final int SLOTS = 64;

	private final String[] labels = new String[SLOTS];
	private final Object[] values = new Object[SLOTS];

	/** The value put for this very String, or null. */
	@SuppressWarnings("unchecked")
	public V get(String label) {
		int slot = label.hashCode() & (SLOTS - 1);
		return labels[slot] == label ? (V) values[slot] : null;
	}

	public void put(String label, V value) {
		int slot = label.hashCode() & (SLOTS - 1);
		labels[slot] = label;
		values[slot] = value;
	}

	/** Forgets every label (the map behind changed its values). */
	public void clear() {
		Arrays.fill(labels, null);
		Arrays.fill(values, null);
	}
}
