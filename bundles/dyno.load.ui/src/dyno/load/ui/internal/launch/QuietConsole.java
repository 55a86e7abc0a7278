package dyno.load.ui.internal.launch;

import org.eclipse.debug.core.model.IProcess;
import org.eclipse.debug.core.model.IStreamsProxy;
import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.debug.ui.console.ConsoleColorProvider;
import org.eclipse.debug.ui.console.IConsole;
import org.eclipse.debug.ui.console.IConsoleColorProvider;
import org.eclipse.swt.graphics.Color;

/**
 * The Console of a load run connects JMeter's output without activating itself on each write: with the platform's
 * "show console when output changes" preferences (on by default) it came to the front at each start and stop and
 * hid the Load Dashboard's Stop button and Error % column. The output is still there when the Console is opened.
 */
public final class QuietConsole implements IConsoleColorProvider {

	private final ConsoleColorProvider colors = new ConsoleColorProvider();

	@Override
	public void connect(IProcess process, IConsole console) {
		IStreamsProxy streams = process.getStreamsProxy();
		if (streams != null) {
			// The two-argument connect writes without activating the console; connect(IStreamsProxy) reads the preferences.
			console.connect(streams.getOutputStreamMonitor(), IDebugUIConstants.ID_STANDARD_OUTPUT_STREAM);
			console.connect(streams.getErrorStreamMonitor(), IDebugUIConstants.ID_STANDARD_ERROR_STREAM);
		}
	}

	@Override
	public void disconnect() {
		// Nothing held: the console disconnects its streams itself.
	}

	@Override
	public boolean isReadOnly() {
		return true; // JMeter runs without console input
	}

	@Override
	public Color getColor(String streamIdentifier) {
		return colors.getColor(streamIdentifier);
	}
}
