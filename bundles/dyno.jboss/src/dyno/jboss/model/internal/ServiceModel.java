package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * The microkernel services: MBeans of {@code *-service.xml} ({@link #service()}: the system thread pool, the URL
 * deployment scanner) and beans of {@code *-jboss-beans.xml} ({@link #beans()}: the JCA work manager pool, the
 * cached connection manager, the hot-deployment scanner).
 */
public final class ServiceModel {

	private ServiceModel() {
	}

	/** Builds the package {@code service}. */
	public static EPackage service() {
		ModelBuilder b = ModelBuilder.pkg("service");
		b.eClass("Services", "").contains("threadPools", "ThreadPoolService").contains("scanners",
				"DeploymentScannerService");
		b.eClass("ThreadPoolService", "mbean[@code='org.jboss.util.threadpool.BasicThreadPool']");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "systhreadpool.name");
		b.xml("minimumPoolSize", INT, "attribute[@name='MinimumPoolSize']").tune("0", "count", true,
				"systhreadpool.minimumpoolsize").range(0, 10000);
		b.xml("maximumPoolSize", INT, "attribute[@name='MaximumPoolSize']").tune("100", "count", true,
				"systhreadpool.maximumpoolsize").range(1, 10000);
		b.xml("maximumQueueSize", INT, "attribute[@name='MaximumQueueSize']").tune("1024", "count", true,
				"systhreadpool.maximumqueuesize").range(0, 1000000);
		b.xml("keepAliveTime", LONG, "attribute[@name='KeepAliveTime']").tune("60000", "ms", true,
				"systhreadpool.keepalivetime");
		b.xml("blockingMode", STRING, "attribute[@name='BlockingMode']").tune("run", "choice", true,
				"systhreadpool.blockingmode");
		b.eClass("DeploymentScannerService", "mbean[@code='org.jboss.deployment.scanner.URLDeploymentScanner']");
		b.xml("scanPeriod", LONG, "attribute[@name='ScanPeriod']").tune("5000", "ms", true, "scanner.scan_period")
				.range(0, 3600000);
		b.xml("scanEnabled", BOOLEAN, "attribute[@name='ScanEnabled']").tune("true", "flag", true,
				"scanner.scan_enabled");
		return b.build();
	}

	/** Builds the package {@code beans}. */
	public static EPackage beans() {
		ModelBuilder b = ModelBuilder.pkg("beans");
		b.eClass("Deployment", "").contains("threadPools", "ThreadPoolBean").contains("scanners", "HDScanner")
				.contains("connectionManagers", "CachedConnectionManager");
		b.eClass("ThreadPoolBean", "bean[@class='org.jboss.util.threadpool.BasicThreadPool']");
		b.xml("name", STRING, "@name").tune(Tuning.NONE, "text", true, "jca.workmanager.name");
		b.xml("maximumQueueSize", INT, "property[@name='maximumQueueSize']").tune("1024", "count", true,
				"jca.workmanager.maximumqueuesize").range(0, 1000000);
		b.xml("maximumPoolSize", INT, "property[@name='maximumPoolSize']").tune("100", "count", true,
				"jca.workmanager.maximumpoolsize").range(1, 10000);
		b.xml("keepAliveTime", LONG, "property[@name='keepAliveTime']").tune("60000", "ms", true,
				"jca.workmanager.keepalivetime");
		b.eClass("HDScanner", "bean[@name='HDScanner']");
		b.xml("scanPeriod", LONG, "property[@name='scanPeriod']").tune("5000", "ms", true, "scanner.scan_period")
				.range(0, 3600000);
		b.xml("scanThreadName", STRING, "property[@name='scanThreadName']").tune("HDScanner", "text", true,
				"scanner.thread_name");
		b.eClass("CachedConnectionManager", "bean[@name='CachedConnectionManager']");
		b.xml("debug", BOOLEAN, "property[@name='debug']").tune("false", "flag", true,
				"jca.cachedconnectionmanager.debug");
		b.xml("error", BOOLEAN, "property[@name='error']").tune("false", "flag", true,
				"jca.cachedconnectionmanager.error");
		return b.build();
	}
}
