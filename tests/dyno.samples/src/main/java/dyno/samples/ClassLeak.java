package dyno.samples;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * A target with a class loader leak, as redeployments leave one behind: every {@code 1000 / perSecond} ms (first
 * argument, default 100 classes a second) it defines {@link Defined} once more in a loader of its own and keeps the
 * loader reachable, so metaspace grows; it runs each new class's method until the JIT compiles it, so the code cache
 * fills too. It stops defining after {@code limit} classes (second argument, default 30,000) so that a test's
 * observation ends before any limit does. Ends like {@link Idle}: with its parent or after 10 minutes.
 */
public final class ClassLeak {

	/** The leak: every loader defined so far, with its one class. */
	static final List<ClassLoader> LOADERS = new ArrayList<>();
	/** Written so the JIT cannot drop the calls. */
	static volatile int sink;

	public static void main(String[] args) throws Exception {
		int perSecond = args.length > 0 ? Integer.parseInt(args[0]) : 100;
		int limit = args.length > 1 ? Integer.parseInt(args[1]) : 30_000;
		byte[] bytes = classBytes();
		Idle.exitWhenParentGoes();
		System.out.println(ChildJvm.READY);
		System.out.flush();
		long end = System.currentTimeMillis() + 600_000;
		long next = System.nanoTime();
		while (System.currentTimeMillis() < end) {
			if (LOADERS.size() < limit) {
				Loader loader = new Loader(bytes);
				LOADERS.add(loader);
				IntUnaryOperator op = (IntUnaryOperator) loader.loadClass(Defined.class.getName())
						.getDeclaredConstructor().newInstance();
				int s = 0;
				for (int i = 0; i < 20_000; i++) {
					s += op.applyAsInt(i);
				}
				sink = s;
			}
			next += 1_000_000_000L / perSecond;
			long wait = (next - System.nanoTime()) / 1_000_000;
			Thread.sleep(Math.max(1, wait));
		}
	}

	private static byte[] classBytes() throws IOException {
		String resource = Defined.class.getName().replace('.', '/') + ".class";
		try (InputStream in = ClassLeak.class.getClassLoader().getResourceAsStream(resource)) {
			if (in == null) {
				throw new IOException("no " + resource + " on the class path");
			}
			return in.readAllBytes();
		}
	}

	/** Defines {@link Defined} from its bytes; delegates everything else to the JDK. */
	private static final class Loader extends ClassLoader {

		private final byte[] bytes;

		Loader(byte[] bytes) {
			super(null);
			this.bytes = bytes;
		}

		@Override
		protected Class<?> findClass(String name) throws ClassNotFoundException {
			if (!name.equals(Defined.class.getName())) {
				throw new ClassNotFoundException(name);
			}
			return defineClass(name, bytes, 0, bytes.length);
		}
	}

	/** What each loader defines anew: a little arithmetic for the JIT to compile. */
	public static final class Defined implements IntUnaryOperator {
		@Override
		public int applyAsInt(int operand) {
			return operand * 31 + (operand >>> 3) ^ 0x5bd1e995;
		}
	}
}
