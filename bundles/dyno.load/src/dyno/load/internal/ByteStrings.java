package dyno.load.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Turns byte ranges (UTF-8) into Strings, handing out the same instance for the same bytes, so a million rows
 * with twenty labels make twenty Strings. Open addressing keyed on the bytes; once {@code limit} distinct texts
 * are held, new ones are decoded without being kept (memory stays bounded on odd files).
 */
public final class ByteStrings {

	private final int limit;
	private byte[][] keys = new byte[64][];
	private String[] values = new String[64];
	private int[] hashes = new int[64];
	private int size;

	public ByteStrings(int limit) {
		this.limit = limit;
	}

	public String get(byte[] b, int from, int to) {
		int h = 1;
		int i = from;
		for (; i + Long.BYTES <= to; i += Long.BYTES) {
			long w = Bytes.longAt(b, i);
			h = 31 * h + (int) (w ^ w >>> 32);
		}
		for (; i < to; i++) {
			h = 31 * h + b[i];
		}
		int mask = keys.length - 1;
		int slot = mix(h) & mask;
		while (keys[slot] != null) {
			if (hashes[slot] == h && Arrays.equals(keys[slot], 0, keys[slot].length, b, from, to)) {
				return values[slot];
			}
			slot = (slot + 1) & mask;
		}
		String s = new String(b, from, to - from, StandardCharsets.UTF_8);
		if (size < limit) {
			keys[slot] = Arrays.copyOfRange(b, from, to);
			values[slot] = s;
			hashes[slot] = h;
			if (++size * 2 > keys.length) {
				rehash();
			}
		}
		return s;
	}

	private static int mix(int h) {
		return h ^ (h >>> 16) ^ (h >>> 7);
	}

	private void rehash() {
		byte[][] oldKeys = keys;
		String[] oldValues = values;
		int[] oldHashes = hashes;
		keys = new byte[oldKeys.length * 2][];
		values = new String[keys.length];
		hashes = new int[keys.length];
		int mask = keys.length - 1;
		for (int i = 0; i < oldKeys.length; i++) {
			if (oldKeys[i] != null) {
				int slot = mix(oldHashes[i]) & mask;
				while (keys[slot] != null) {
					slot = (slot + 1) & mask;
				}
				keys[slot] = oldKeys[i];
				values[slot] = oldValues[i];
				hashes[slot] = oldHashes[i];
			}
		}
	}
}
