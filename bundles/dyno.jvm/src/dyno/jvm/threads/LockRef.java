package dyno.jvm.threads;

import java.lang.management.LockInfo;

/**
 * One lock object in the target JVM, named as the JVM names it: its class and identity hash code (what
 * {@code jstack} shows as {@code <0x…>} is its address instead, which the management interface does not give).
 * Two threads refer to the same lock exactly when their {@code LockRef}s are equal.
 */
public record LockRef(String className, int identityHash) {

	/** Null for null (a thread that waits on nothing). */
	public static LockRef of(LockInfo info) {
		return info == null ? null : new LockRef(info.getClassName(), info.getIdentityHashCode());
	}

	/** E.g. {@code java.lang.Object@1b6d3586}, as {@link LockInfo#toString()} writes it. */
	@Override
	public String toString() {
		return className + '@' + Integer.toHexString(identityHash);
	}
}
