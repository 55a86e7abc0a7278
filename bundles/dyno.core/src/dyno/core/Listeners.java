package dyno.core;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The listeners of one source of events, held by the object that fires them, so they live and go with their source
 * instead of in a static list every bundle can reach. {@link #add} returns a {@link Registration}: closing it removes
 * that listener (a view or editor closes its registrations when it is disposed). What a caller may rely on: events are
 * delivered on the thread that calls {@link #fire}, to the listeners registered when it starts, in the order they were
 * added (one closed during a delivery may still hear that one event); adding and closing are safe from any thread.
 *
 * @param <L> the listener type
 */
public final class Listeners<L> {

	/** One listener's place in its {@link Listeners}: closing removes it; closing again does nothing. */
	@FunctionalInterface
	public interface Registration extends AutoCloseable {
		@Override
		void close();
	}

	/** A registration's own entry: the same listener added twice is two entries, each closed on its own. */
	private static final class Entry<L> {
		final L listener;

		Entry(L listener) {
			this.listener = listener;
		}
	}

	private final List<Entry<L>> entries = new CopyOnWriteArrayList<>();

	/** Registers {@code listener} until the returned registration is closed. */
	public Registration add(L listener) {
		Entry<L> e = new Entry<>(Objects.requireNonNull(listener));
		entries.add(e);
		return () -> entries.remove(e);
	}

	/** Tells each registered listener of an event: {@code event} calls the listener's method. */
	public void fire(Consumer<? super L> event) {
		for (Entry<L> e : entries) {
			event.accept(e.listener);
		}
	}

	/** How many listeners are registered (a closed view must have left none behind). */
	public int size() {
		return entries.size();
	}
}
