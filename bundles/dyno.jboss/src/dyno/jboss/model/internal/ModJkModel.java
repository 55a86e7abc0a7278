package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.LONG;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Binding;
import dyno.jboss.model.Tuning;

/**
 * mod_jk's {@code workers.properties}: the workers that connect Apache httpd to the servers' AJP connectors, and the
 * load balancers over them. Defaults are mod_jk 1.2's; httpd reads the file at its start.
 */
public final class ModJkModel {

	private ModJkModel() {
	}

	/** Builds the package {@code modjk}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("modjk");
		b.eClass("WorkersProperties", Binding.PROPERTIES).contains("workers", "Worker").contains("loadBalancers",
				"LoadBalancer");
		b.key("workerList", STRING, "worker.list").tune(Tuning.NONE, "text", true, "modjk.worker_list");
		// a worker without a type is an AJP 1.3 connection; status workers have no connection to tune
		b.eClass("Worker", "worker.*").list("worker.list").match("type=^(?!lb$|status$)");
		b.instanceName("name").tune(Tuning.NONE, "text", true, "modjk.worker_name");
		b.key("type", STRING, "worker.*.type").tune("ajp13", "choice", true, "modjk.worker_type");
		b.key("host", STRING, "worker.*.host").tune("localhost", "text", true, "modjk.host");
		b.key("port", INT, "worker.*.port").tune("8009", "port", true, "modjk.port").range(1, 65535);
		b.key("lbfactor", INT, "worker.*.lbfactor").tune("1", "count", true, "modjk.lbfactor").range(1, 100000);
		// without it mod_jk sizes the pool to httpd's threads per child
		b.key("connectionPoolSize", INT, "worker.*.connection_pool_size").tune(Tuning.NONE, "count", true,
				"modjk.connection_pool_size").range(1, 10000);
		b.key("connectionPoolTimeout", INT, "worker.*.connection_pool_timeout").tune("0", "s", true,
				"modjk.connection_pool_timeout").range(0, 86400);
		b.key("socketTimeout", INT, "worker.*.socket_timeout").tune("0", "s", true, "modjk.socket_timeout")
				.range(0, 86400);
		b.key("replyTimeout", LONG, "worker.*.reply_timeout").tune("0", "ms", true, "modjk.reply_timeout")
				.range(0, 86400000);
		b.key("pingMode", STRING, "worker.*.ping_mode").tune(Tuning.NONE, "choice", true, "modjk.ping_mode");
		b.key("retries", INT, "worker.*.retries").tune("2", "count", true, "modjk.retries").range(1, 100);
		b.eClass("LoadBalancer", "worker.*").list("worker.list").match("type=^lb$");
		b.instanceName("name").tune(Tuning.NONE, "text", true, "modjk.worker_name");
		b.key("balanceWorkers", STRING, "worker.*.balance_workers").tune(Tuning.NONE, "text", true,
				"modjk.balance_workers");
		b.key("stickySession", BOOLEAN, "worker.*.sticky_session").tune("true", "flag", true,
				"modjk.sticky_session");
		return b.build();
	}
}
