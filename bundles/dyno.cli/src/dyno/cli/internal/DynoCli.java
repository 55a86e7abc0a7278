package dyno.cli.internal;

import java.util.Arrays;
import java.util.List;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.osgi.framework.FrameworkUtil;

/**
 * The {@code dyno.cli.app} application: the {@link Commands} inside the product's OSGi framework (as an IDE
 * install runs them). It returns the command's exit code, which the Equinox launcher hands on to the shell.
 */
public final class DynoCli implements IApplication {

	@Override
	public Object start(IApplicationContext context) {
		String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
		String version = FrameworkUtil.getBundle(DynoCli.class).getVersion().toString();
		return new Commands(version).runGuarded(args == null ? List.of() : Arrays.asList(args), System.out, System.err);
	}

	@Override
	public void stop() {
		// Commands are short-lived; nothing to interrupt.
	}
}
