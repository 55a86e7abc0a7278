package dyno.core.analysis;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;

/**
 * The {@link AnalysisProvider}s of the bundles inside the OSGi framework, where {@link java.util.ServiceLoader} sees
 * only its caller's bundle: every bundle wired to dyno.core (it imports dyno.core.analysis, as a provider must) is
 * asked for its services file. Loaded only inside the framework; the command line's class path has no OSGi classes.
 */
final class OsgiProviders {

	private OsgiProviders() {
	}

	static boolean inFramework() {
		return FrameworkUtil.getBundle(OsgiProviders.class) != null;
	}

	static List<AnalysisProvider> find(String servicesFile) {
		Bundle core = FrameworkUtil.getBundle(OsgiProviders.class);
		BundleWiring wiring = core.adapt(BundleWiring.class);
		Set<Bundle> wired = new LinkedHashSet<>();
		if (wiring != null) {
			for (BundleWire w : wiring.getProvidedWires(null)) {
				wired.add(w.getRequirer().getBundle());
			}
		}
		List<AnalysisProvider> providers = new ArrayList<>();
		for (Bundle b : wired) {
			URL file = b.getEntry(servicesFile);
			if (file != null) {
				for (String name : classNames(file)) {
					providers.add(instance(b, name));
				}
			}
		}
		return providers;
	}

	private static List<String> classNames(URL file) {
		try (BufferedReader r = new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
			// The ServiceLoader file's syntax: a class name per line, # starts a comment.
			return r.lines().map(l -> l.replaceFirst("#.*", "").strip()).filter(l -> !l.isEmpty()).toList();
		} catch (IOException e) {
			throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
		}
	}

	private static AnalysisProvider instance(Bundle bundle, String className) {
		try {
			return (AnalysisProvider) bundle.loadClass(className).getConstructor().newInstance();
		} catch (ReflectiveOperationException | ClassCastException e) {
			throw new IllegalStateException(bundle.getSymbolicName() + " names " + className
					+ " as its analysis provider, which cannot be made: " + e, e);
		}
	}
}
