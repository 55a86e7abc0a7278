package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

/**
 * An application's {@code WEB-INF/jboss-web.xml}: the session limit and how a distributable application's sessions
 * are replicated in the cluster. Defaults are JBoss AS 5's; all are read when the application deploys.
 */
public final class JBossWebXmlModel {

	private JBossWebXmlModel() {
	}

	/** Builds the package {@code jbossweb}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("jbossweb");
		b.eClass("JBossWeb", "").contains("replicationConfigs", "ReplicationConfig");
		b.xml("maxActiveSessions", INT, "max-active-sessions").tune("-1", "count", true,
				"jbossweb.max_active_sessions").range(-1, 10000000);
		b.eClass("ReplicationConfig", "replication-config");
		b.xml("replicationTrigger", STRING, "replication-trigger").tune("SET_AND_NON_PRIMITIVE_GET", "choice", true,
				"jbossweb.replication_trigger");
		b.xml("replicationGranularity", STRING, "replication-granularity").tune("SESSION", "choice", true,
				"jbossweb.replication_granularity");
		b.xml("replicationFieldBatchMode", BOOLEAN, "replication-field-batch-mode").tune("true", "flag", true,
				"jbossweb.replication_field_batch_mode");
		b.xml("useJk", BOOLEAN, "use-jk").tune("false", "flag", true, "jbossweb.use_jk");
		b.xml("maxUnreplicatedInterval", INT, "max-unreplicated-interval").tune("60", "s", true,
				"jbossweb.max_unreplicated_interval").range(-1, 86400);
		b.xml("snapshotMode", STRING, "snapshot-mode").tune("instant", "choice", true, "jbossweb.snapshot_mode");
		b.xml("snapshotInterval", LONG, "snapshot-interval").tune("1000", "ms", true, "jbossweb.snapshot_interval")
				.range(0, 3600000);
		return b.build();
	}
}
