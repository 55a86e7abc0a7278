package dyno.samples;

import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

/**
 * A target whose heap holds small object graphs of known shape, for the dominator tree's tests: each graph hangs
 * off a static field of this class, and each role in it has its own class so a test finds it in a dump.
 * <ul>
 * <li>{@link #CHAIN}: five {@link Link}s in a row, each with its own payload;</li>
 * <li>{@link #DIAMOND}: a top {@link Vertex} with two children that share the bottom one;</li>
 * <li>{@link #CYCLE}: three {@link Ring}s in a cycle, entered at one;</li>
 * <li>{@link #SHARED_A} and {@link #SHARED_B}: two {@link Holder}s of the same {@link Shared} child;</li>
 * <li>{@link #STRONG} and {@link #WEAK}: a {@link Target} held strongly by a holder and weakly by a
 * WeakReference; {@link #SOFT_ONLY}: a {@link Target} only a SoftReference reaches (a full GC keeps it while memory
 * lasts).</li>
 * </ul>
 * Ends like {@link Idle}: with its parent or after 10 minutes.
 */
public final class Graphs {

	static Link CHAIN;
	static Vertex DIAMOND;
	static Ring CYCLE;
	static Holder SHARED_A;
	static Holder SHARED_B;
	static Holder STRONG;
	static WeakReference<Target> WEAK;
	static SoftReference<Target> SOFT_ONLY;

	public static void main(String[] args) throws InterruptedException {
		build();
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Thread.sleep(600_000);
	}

	/** In a method of its own: no local variable of a sleeping frame holds a part of a graph (a stack root). */
	private static void build() {
		for (int i = 5; i >= 1; i--) {
			CHAIN = new Link(CHAIN, new byte[100 * i]);
		}
		Vertex bottom = new Vertex(null, null, new byte[4000]);
		DIAMOND = new Vertex(new Vertex(bottom, null, null), new Vertex(bottom, null, null), new byte[10]);
		Ring a = new Ring(new byte[700]);
		Ring b = new Ring(new byte[800]);
		Ring c = new Ring(new byte[900]);
		a.next = b;
		b.next = c;
		c.next = a;
		CYCLE = a;
		Shared shared = new Shared(new byte[3000]);
		SHARED_A = new Holder(shared);
		SHARED_B = new Holder(shared);
		Target held = new Target(new byte[2000]);
		STRONG = new Holder(held);
		WEAK = new WeakReference<>(held);
		SOFT_ONLY = new SoftReference<>(new Target(new byte[5000]));
	}

	/** One link of the chain. */
	public static final class Link {
		final Link next;
		final byte[] payload;

		Link(Link next, byte[] payload) {
			this.next = next;
			this.payload = payload;
		}
	}

	/** A vertex of the diamond. */
	public static final class Vertex {
		final Vertex left;
		final Vertex right;
		final byte[] payload;

		Vertex(Vertex left, Vertex right, byte[] payload) {
			this.left = left;
			this.right = right;
			this.payload = payload;
		}
	}

	/** A member of the cycle. */
	public static final class Ring {
		Ring next;
		final byte[] payload;

		Ring(byte[] payload) {
			this.payload = payload;
		}
	}

	/** Holds one object strongly. */
	public static final class Holder {
		final Object held;

		Holder(Object held) {
			this.held = held;
		}
	}

	/** The child two holders share. */
	public static final class Shared {
		final byte[] payload;

		Shared(byte[] payload) {
			this.payload = payload;
		}
	}

	/** What a weak or soft reference refers to. */
	public static final class Target {
		final byte[] payload;

		Target(byte[] payload) {
			this.payload = payload;
		}
	}
}
