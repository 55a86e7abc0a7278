package dyno.load.ui.internal.launch;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.debug.core.IStreamListener;
import org.eclipse.debug.core.model.IFlushableStreamMonitor;

/**
 * JMeter's console output as a debug stream: the Console view reads what came before it connected, then
 * listens. Synchronized on itself, as the platform's consoles expect, so a line is neither lost nor shown twice
 * when a console connects while JMeter prints.
 */
final class ConsoleMonitor implements IFlushableStreamMonitor {

	private final List<IStreamListener> listeners = new CopyOnWriteArrayList<>();
	private final StringBuilder contents = new StringBuilder();
	private boolean buffered = true;

	synchronized void append(String text) {
		if (buffered) {
			contents.append(text);
		}
		for (IStreamListener l : listeners) {
			l.streamAppended(text, this);
		}
	}

	@Override
	public void addListener(IStreamListener listener) {
		listeners.add(listener);
	}

	@Override
	public void removeListener(IStreamListener listener) {
		listeners.remove(listener);
	}

	@Override
	public synchronized String getContents() {
		return contents.toString();
	}

	@Override
	public synchronized void flushContents() {
		contents.setLength(0);
	}

	@Override
	public synchronized void setBuffered(boolean buffer) {
		buffered = buffer;
	}

	@Override
	public synchronized boolean isBuffered() {
		return buffered;
	}
}
