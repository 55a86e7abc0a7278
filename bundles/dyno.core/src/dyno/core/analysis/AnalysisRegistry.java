package dyno.core.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Every analysis of Dyno by name, after Eclipse MAT's query registry: what the {@link AnalysisProvider}s of the
 * installed bundles contribute. The command line makes a command of each, the MCP server a tool, the workbench a
 * menu entry with a dialog generated from the parameters; none of them lists analyses by hand.
 */
public final class AnalysisRegistry {

	private static final String PROVIDERS = "META-INF/services/" + AnalysisProvider.class.getName();

	private final Map<String, Analysis<?>> byName;

	private AnalysisRegistry(Map<String, Analysis<?>> byName) {
		this.byName = byName;
	}

	/**
	 * The analyses of every provider that can be seen: inside the OSGi framework those of the bundles wired to
	 * dyno.core, else those on the class path.
	 *
	 * @throws IllegalStateException when two analyses have one name (a bug of the bundles, not of the user)
	 */
	public static AnalysisRegistry load() {
		List<AnalysisProvider> providers = inOsgi() ? OsgiProviders.find(PROVIDERS)
				: ServiceLoader.load(AnalysisProvider.class, AnalysisRegistry.class.getClassLoader()).stream()
						.map(ServiceLoader.Provider::get).toList();
		return of(providers);
	}

	/** The analyses of these providers, e.g. of a test's own beside the real ones. */
	public static AnalysisRegistry of(List<AnalysisProvider> providers) {
		List<Analysis<?>> all = new ArrayList<>();
		providers.forEach(p -> all.addAll(p.analyses()));
		all.sort(Comparator.comparing(Analysis::name));
		Map<String, Analysis<?>> byName = new LinkedHashMap<>();
		for (Analysis<?> a : all) {
			Analysis<?> before = byName.putIfAbsent(a.name(), a);
			if (before != null) {
				throw new IllegalStateException("two analyses are named " + a.name() + ": "
						+ before.getClass().getName() + " and " + a.getClass().getName());
			}
		}
		return new AnalysisRegistry(byName);
	}

	/** Every analysis, by name in alphabetical order. */
	public List<Analysis<?>> all() {
		return List.copyOf(byName.values());
	}

	public Optional<Analysis<?>> find(String name) {
		return Optional.ofNullable(byName.get(name));
	}

	/**
	 * The analysis of this name as the class a face reads its result from.
	 *
	 * @throws IllegalStateException when there is none, or it is of another class (a bug of the bundles)
	 */
	public <A extends Analysis<?>> A get(String name, Class<A> type) {
		Analysis<?> a = byName.get(name);
		if (!type.isInstance(a)) {
			throw new IllegalStateException("no analysis " + name + " of " + type.getName() + " in the registry: "
					+ (a == null ? "none is installed" : "it is a " + a.getClass().getName()));
		}
		return type.cast(a);
	}

	private static boolean inOsgi() {
		// The command line runs on a plain class path without the OSGi framework's classes.
		try {
			Class.forName("org.osgi.framework.FrameworkUtil", false, AnalysisRegistry.class.getClassLoader());
		} catch (ClassNotFoundException e) {
			return false;
		}
		return OsgiProviders.inFramework();
	}
}
