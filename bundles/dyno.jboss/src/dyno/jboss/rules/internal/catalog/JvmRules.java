package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;

import dyno.jboss.rules.Rule;

/**
 * JVM rules of run.conf, run.conf.bat, standalone.conf and domain.conf (JAVA_OPTS): heap, generations, collector
 * per JDK generation, GC logging, permanent generation and metaspace, stacks, heap dumps and debug agents; and of
 * the JVMs a WildFly domain manages (host.xml, domain.xml).
 */
public final class JvmRules {

	private JvmRules() {
	}

	public static List<Rule> rules() {
		List<Rule> all = new ArrayList<>();
		all.addAll(JvmHeapRules.rules());
		all.addAll(JvmGenerationRules.rules());
		all.addAll(JvmGcRules.rules());
		all.addAll(JvmGcLogRules.rules());
		all.addAll(JvmRuntimeRules.rules());
		all.addAll(ManagedJvmRules.rules());
		all.addAll(JvmLiveRules.rules());
		return all;
	}
}
