package dyno.jboss.ui.internal.forms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.FileKind;
import dyno.jboss.model.ConfigModels;

/**
 * Which topic pages a file kind's editor has: the only hand-made part of the forms. It groups the model's
 * attributes by topic; the fields themselves are generated from the model. Whatever a table leaves out lands on an
 * "Other" page, and kinds without a table get one page per model class, so every modelled value can be edited.
 */
public final class EditorPages {

	private EditorPages() {
	}

	/** The pages of a kind's editor; empty for kinds without a model (they get the Source page only). */
	public static List<PageSpec> of(FileKind kind) {
		EPackage p = ConfigModels.packageFor(kind).orElse(null);
		if (p == null) {
			return List.of();
		}
		List<PageSpec> pages = new ArrayList<>(topics(kind));
		if (pages.isEmpty()) {
			for (EClass c : classes(p)) {
				if (!c.getEAllAttributes().isEmpty()) {
					pages.add(PageSpec.page(Labels.words(c.getName())).with(c.getName()));
				}
			}
			return pages;
		}
		PageSpec other = PageSpec.page("Other");
		for (EClass c : classes(p)) {
			Set<String> covered = covered(pages, c);
			if (covered == null) {
				continue;
			}
			List<String> rest = c.getEAllAttributes().stream().map(EAttribute::getName)
					.filter(n -> !covered.contains(n)).toList();
			if (!rest.isEmpty()) {
				other.with(c.getName(), rest.toArray(String[]::new));
			}
		}
		if (!other.attributes().isEmpty()) {
			pages.add(other);
		}
		return pages;
	}

	/** The attributes of {@code c} the pages show; null when a page shows all of them. */
	private static Set<String> covered(List<PageSpec> pages, EClass c) {
		Set<String> names = new HashSet<>();
		for (PageSpec page : pages) {
			List<String> listed = page.attributes().get(c.getName());
			if (listed == null) {
				continue;
			}
			if (listed.isEmpty()) {
				return null;
			}
			names.addAll(listed);
		}
		return names;
	}

	private static List<EClass> classes(EPackage p) {
		List<EClass> out = new ArrayList<>();
		for (EClassifier c : p.getEClassifiers()) {
			if (c instanceof EClass e) {
				out.add(e);
			}
		}
		return out;
	}

	private static List<PageSpec> topics(FileKind kind) {
		Map<FileKind, List<PageSpec>> table = new LinkedHashMap<>();
		table.put(FileKind.TOMCAT_SERVER_XML, List.of(PageSpec.page("Connectors").with("Connector"),
				PageSpec.page("Executors").with("Executor"),
				PageSpec.page("Engine and Hosts").with("Server").with("Service").with("Engine")));
		List<PageSpec> jvm = List.of(
				PageSpec.page("Heap").with("JvmOptions", "heapMax", "heapMin", "threadStack", "permSize", "permMax",
						"metaspaceSize", "metaspaceMax"),
				PageSpec.page("Generations").with("JvmOptions", "youngSize", "newSize", "maxNewSize", "newRatio",
						"survivorRatio"),
				PageSpec.page("GC").with("JvmOptions", "collector", "parallelGcThreads", "maxGcPauseMillis",
						"disableExplicitGc", "rmiServerGcInterval", "rmiClientGcInterval"),
				PageSpec.page("Diagnostics").with("JvmOptions", "gcLogging", "printGcDetails", "gcLogFile", "gcLog",
						"heapDumpOnOom", "heapDumpPath"));
		table.put(FileKind.RUN_CONF, jvm);
		table.put(FileKind.RUN_CONF_BAT, jvm);
		table.put(FileKind.DATASOURCES, List.of(
				PageSpec.page("Pool").with("Datasource", "jndiName", "minPoolSize", "maxPoolSize", "blockingTimeoutMillis",
						"idleTimeoutMinutes", "useStrictMin", "prefill"),
				PageSpec.page("Connection").with("Datasource", "kind", "jndiName", "connectionUrl", "driverClass",
						"xaDatasourceClass", "newConnectionSql", "transactionIsolation", "securityDomain",
						"useJavaContext"),
				PageSpec.page("Validation").with("Datasource", "jndiName", "checkValidConnectionSql",
						"validConnectionCheckerClassName", "exceptionSorterClassName", "backgroundValidation",
						"backgroundValidationMillis", "validateOnMatch"),
				PageSpec.page("Statements").with("Datasource", "jndiName", "preparedStatementCacheSize",
						"sharePreparedStatements", "trackStatements", "queryTimeout", "defaultFetchSize")));
		table.put(FileKind.STANDARDJBOSS, List.of(
				PageSpec.page("Instance Pools").with("ContainerConfiguration", "containerName", "extendsConfiguration",
						"instancePool", "poolMinimumSize", "poolMaximumSize", "strictMaximumSize", "strictTimeout"),
				PageSpec.page("Caches").with("ContainerConfiguration", "containerName", "cacheMinCapacity",
						"cacheMaxCapacity", "cacheMaxBeanAge", "cacheOveragerPeriod"),
				PageSpec.page("Transactions").with("ContainerConfiguration", "containerName", "commitOption",
						"syncOnCommitOnly", "callLogging")));
		List<PageSpec> wildfly = List.of(PageSpec.page("Undertow").with("UndertowListener"),
				PageSpec.page("IO").with("IoWorker"), PageSpec.page("Datasources").with("WildFlyDatasource"),
				PageSpec.page("EJB3").with("StrictMaxPool").with("EjbThreadPool"),
				PageSpec.page("Infinispan").with("InfinispanCache"), PageSpec.page("JGroups").with("JGroupsStack"),
				PageSpec.page("Logging").with("LogHandler").with("RootLogger").with("Logger"),
				PageSpec.page("Messaging").with("AddressSetting"),
				PageSpec.page("Deployment Scanner").with("DeploymentScanner"), PageSpec.page("JVMs").with("ManagedJvm"));
		table.put(FileKind.WILDFLY_STANDALONE, wildfly);
		table.put(FileKind.WILDFLY_DOMAIN, wildfly);
		table.put(FileKind.WILDFLY_HOST, wildfly);
		return table.getOrDefault(kind, List.of());
	}
}
