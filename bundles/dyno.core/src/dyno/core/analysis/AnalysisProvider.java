package dyno.core.analysis;

import java.util.List;

/**
 * An engine bundle's analyses, contributed to the {@link AnalysisRegistry}: the bundle names its provider class in
 * {@code META-INF/services/dyno.core.analysis.AnalysisProvider} (the {@link java.util.ServiceLoader} file, read on a
 * plain class path and in the OSGi framework alike). A provider has a public no-argument constructor.
 */
public interface AnalysisProvider {

	/**
	 * The analyses as a face with nothing of its own to lend runs them: with their headless defaults (a JVM reached
	 * by connecting, no listener). A face that lends more (the workbench its open connections) builds the same
	 * analysis with it, under the same name.
	 */
	List<Analysis<?>> analyses();
}
