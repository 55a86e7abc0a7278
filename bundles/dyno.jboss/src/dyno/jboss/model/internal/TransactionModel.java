package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * The transaction manager (JBoss Transactions / Arjuna): the bean of transaction-jboss-beans.xml (AS 5:
 * {@code TransactionManager}; AS 6: {@code CoordinatorEnvironmentBean}) and the {@code <property name value>} pairs
 * of jbossjta-properties.xml / jbossts-properties.xml (AS 4.2 / 5).
 */
public final class TransactionModel {

	private static final String ARJUNA = "property[@name='com.arjuna.ats.arjuna.coordinator.";

	private TransactionModel() {
	}

	/** Builds the package {@code transactions}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("transactions");
		b.eClass("TransactionConfig", "").contains("managers", "TransactionManagerBean").contains("coordinators",
				"CoordinatorBean").contains("arjunaProperties", "ArjunaProperties");
		b.eClass("TransactionManagerBean", "bean[@name='TransactionManager']");
		b.xml("transactionTimeout", INT, "property[@name='transactionTimeout']").tune("300", "s", true,
				"tx.default_timeout").range(1, 86400);
		b.xml("objectStoreDir", STRING, "property[@name='objectStoreDir']").tune(Tuning.NONE, "path", true,
				"tx.object_store");
		b.eClass("CoordinatorBean", "bean[@name='CoordinatorEnvironmentBean']");
		b.xml("defaultTimeout", INT, "property[@name='defaultTimeout']").tune("300", "s", true, "tx.default_timeout")
				.range(1, 86400);
		b.xml("enableStatistics", BOOLEAN, "property[@name='enableStatistics']").tune("false", "flag", true,
				"tx.statistics");
		b.eClass("ArjunaProperties", "properties[@name='arjuna']");
		b.xml("txReaperTimeout", LONG, ARJUNA + "txReaperTimeout']/@value").tune("120000", "ms", true,
				"tx.reaper_timeout");
		b.xml("txReaperMode", STRING, ARJUNA + "txReaperMode']/@value").tune("DYNAMIC", "choice", true,
				"tx.reaper_mode");
		b.xml("asyncCommit", STRING, ARJUNA + "asyncCommit']/@value").tune("NO", "choice", true, "tx.async_commit");
		b.xml("defaultTimeout", INT, ARJUNA + "defaultTimeout']/@value").tune("300", "s", true, "tx.default_timeout");
		b.xml("enableStatistics", STRING, ARJUNA + "enableStatistics']/@value").tune("NO", "choice", true,
				"tx.statistics");
		return b.build();
	}
}
