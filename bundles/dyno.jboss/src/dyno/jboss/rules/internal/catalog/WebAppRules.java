package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * web.xml (the server-wide one of the JBoss Web deployer and an application's WEB-INF/web.xml): the JSP compiler's
 * production settings, session timeout, replication and JSF/RichFaces parameters; and WEB-INF/jboss-web.xml's
 * session replication settings. Part of the {@link WebRules} family. Session timeout, JSF state saving and the JSP
 * check interval are read from the typed model; the JSP switches whose fixes must add an init-param before
 * {@code <load-on-startup>} (which the model's setter cannot place), and the parameters the model does not hold
 * (mappedfile, genStrAsCharArray as Jasper spells it, RichFaces), are read from the XML.
 */
final class WebAppRules {

	private static final String JASPER = "org.apache.jasper.servlet.JspServlet";

	private WebAppRules() {
	}

	static List<Rule> rules() {
		return List.of(jspDevelopment(), jspCheckInterval(), jspTrimSpaces(), jspGenStringAsCharArray(),
				jspMappedFile(), sessionTimeout(), distributable(), jsfStateSaving(), richFacesCompressScript(),
				replicationTrigger(), replicationGranularity(), replicationFieldBatchMode());
	}

	/** The Jasper servlets of a web.xml (the deployer's global one is named "jsp"). */
	static List<XmlElement> jspServlets(XmlElement webApp) {
		return webApp.children("servlet").stream()
				.filter(s -> s.child("servlet-class").map(XmlElement::text).orElse("").equals(JASPER))
				.toList();
	}

	/** A finding on each JSP servlet whose init-param {@code name} is absent or not {@code wanted}. */
	private static void jspParamNot(XmlElement webApp, Reporter report, String name, boolean wanted) {
		for (XmlElement servlet : jspServlets(webApp)) {
			Optional<XmlElement> param = ConfigValues.initParam(servlet, name);
			Optional<String> value = ConfigValues.paramValue(param);
			if (value.flatMap(ConfigValues::bool).orElse(!wanted) != wanted) {
				String shown = value.map(v -> name + " is " + v).orElse(name + " is not set");
				report.at(param.orElse(servlet), shown, Fix.onElement(servlet, "set " + name + " to " + wanted,
						s -> setInitParam(s, name, Boolean.toString(wanted))));
			}
		}
	}

	private static void setInitParam(XmlElement servlet, String name, String value) {
		Optional<XmlElement> param = ConfigValues.initParam(servlet, name);
		if (param.isPresent() && param.get().child("param-value").isPresent()) {
			param.get().child("param-value").get().setText(value);
		} else {
			ConfigValues.addParam(servlet, "init-param", name, value);
		}
	}

	static Rule jspDevelopment() {
		return Rule.builder("jbossweb.jsp.development").appliesTo(FileKind.WEB_XML).severity(Severity.WARNING)
				.message("JSP compiler in development mode")
				.rationale("Jasper's development mode (on unless set to false) checks every JSP for changes on each "
						+ "access. Production servers should set development=false so pages compile once.")
				.check((ctx, report) -> jspParamNot(ctx.root(), report, "development", false)).build();
	}

	static Rule jspCheckInterval() {
		return Rule.builder("jbossweb.jsp.check_interval").appliesTo(FileKind.WEB_XML).severity(Severity.INFO)
				.message("JSPs recompiled in the background")
				.rationale("checkInterval > 0 starts a background thread that looks for changed JSPs every so many "
						+ "seconds; production keeps the default 0.")
				.check((ctx, report) -> {
					for (EObject jsp : ctx.model().all("JspServlet")) {
						ModelValues.number(jsp, "checkInterval").filter(seconds -> seconds > 0)
								.ifPresent(seconds -> report.atLine(ModelValues.line(ctx, jsp, "checkInterval"),
										seconds + " s", Fix.onModel(ctx, jsp, "checkInterval", 0)));
					}
				}).build();
	}

	static Rule jspTrimSpaces() {
		return Rule.builder("jbossweb.jsp.trim_spaces").appliesTo(FileKind.WEB_XML).severity(Severity.INFO)
				.message("JSP output keeps template white space")
				.rationale("trimSpaces=true drops the white space between JSP actions and directives from every "
						+ "response: a little less to write and send.")
				.check((ctx, report) -> jspParamNot(ctx.root(), report, "trimSpaces", true)).build();
	}

	static Rule jspGenStringAsCharArray() {
		return Rule.builder("jbossweb.jsp.gen_string_as_char_array").appliesTo(FileKind.WEB_XML)
				.severity(Severity.INFO).message("JSP static text written as strings")
				.rationale("genStrAsCharArray=true makes the generated servlets write their static text as char "
						+ "arrays, slightly cheaper per request (GlassFish's tuning notes recommend it too).")
				.check((ctx, report) -> jspParamNot(ctx.root(), report, "genStrAsCharArray", true)).build();
	}

	static Rule jspMappedFile() {
		return Rule.builder("jbossweb.jsp.mappedfile").appliesTo(FileKind.WEB_XML).severity(Severity.INFO)
				.message("JSP static text written line by line")
				.rationale("mappedfile (true by default in this Jasper) emits one print call per template line to "
						+ "ease debugging; false writes larger blocks, which production does not need to debug.")
				.check((ctx, report) -> jspParamNot(ctx.root(), report, "mappedfile", false)).build();
	}

	static Rule sessionTimeout() {
		return Rule.builder("web.session_timeout").appliesTo(FileKind.WEB_XML).severity(Severity.INFO)
				.message("sessions live long or forever")
				.rationale("Idle sessions hold heap (and replication space in a cluster) until they time out. A "
						+ "timeout above an hour, or none (0 or less), lets abandoned sessions pile up; invalidate "
						+ "sessions when done and keep the timeout near the usual 30 minutes.")
				.check((ctx, report) -> {
					for (EObject config : ctx.model().all("SessionConfig")) {
						ModelValues.number(config, "sessionTimeout").filter(m -> m <= 0 || m > 60)
								.ifPresent(m -> report.atLine(ModelValues.line(ctx, config, "sessionTimeout"),
										m + " minutes", Fix.onModel(ctx, config, "sessionTimeout", 30)));
					}
				}).build();
	}

	static Rule distributable() {
		return Rule.builder("web.distributable").appliesTo(FileKind.WEB_XML).severity(Severity.INFO)
				.message("sessions of this application are replicated")
				.rationale("<distributable/> turns on HTTP session replication; every replicated byte costs "
						+ "network and CPU on each request. Keep sessions small and choose the replication trigger "
						+ "and granularity in jboss-web.xml deliberately.")
				.check((ctx, report) -> ctx.root().child("distributable").ifPresent(d -> report.at(d, null)))
				.build();
	}

	static Rule jsfStateSaving() {
		return Rule.builder("jsf.state_saving_method").appliesTo(FileKind.WEB_XML).severity(Severity.WARNING)
				.message("JSF view state saved on the client")
				.rationale("Client-side state saving serialises every view into the page and back on each post. "
						+ "In the reference test server-side saving had about 15% more throughput (29.6/s against "
						+ "25.6/s); use client saving only when server memory is the constraint.")
				.check((ctx, report) -> {
					EObject app = ctx.model().root();
					ModelValues.text(app, "stateSavingMethod").filter("client"::equalsIgnoreCase)
							.ifPresent(v -> report.atLine(ModelValues.line(ctx, app, "stateSavingMethod"), null,
									Fix.onModel(ctx, app, "stateSavingMethod", "server")));
				}).build();
	}

	static Rule richFacesCompressScript() {
		return Rule.builder("richfaces.compress_script").appliesTo(FileKind.WEB_XML).severity(Severity.WARNING)
				.message("RichFaces style bundling without turning script compression off")
				.rationale("org.richfaces.LoadStyleStrategy=ALL (one CSS download) only works together with "
						+ "org.ajax4jsf.COMPRESS_SCRIPT=false.")
				.check((ctx, report) -> {
					XmlElement app = ctx.root();
					Optional<XmlElement> strategy = ConfigValues.contextParam(app, "org.richfaces.LoadStyleStrategy");
					Optional<XmlElement> compress = ConfigValues.contextParam(app, "org.ajax4jsf.COMPRESS_SCRIPT");
					if (ConfigValues.upper(ConfigValues.paramValue(strategy)).equals("ALL")
							&& !ConfigValues.isFalse(ConfigValues.paramValue(compress))) {
						report.at(strategy.get(), null);
					}
				}).build();
	}

	static Rule replicationTrigger() {
		return Rule.builder("jbossweb.replication_trigger").appliesTo(FileKind.JBOSS_WEB_XML)
				.severity(Severity.WARNING).message("session replicated on every access")
				.rationale("SET_AND_GET replicates the session after every request that touches it, the most "
						+ "expensive trigger. If the code always calls setAttribute after changing an attribute, SET "
						+ "replicates only real changes: in the reference test 263.8/s against 165.6/s for the "
						+ "default trigger on read-only requests.")
				.check((ctx, report) -> {
					for (XmlElement t : ctx.root().select("replication-config/replication-trigger")) {
						if (ConfigValues.upper(Optional.of(t.text())).equals("SET_AND_GET")) {
							report.at(t, null);
						}
					}
				}).build();
	}

	static Rule replicationGranularity() {
		return Rule.builder("jbossweb.replication_granularity").appliesTo(FileKind.JBOSS_WEB_XML)
				.severity(Severity.INFO).message("whole session replicated on each change")
				.rationale("SESSION granularity (the default) sends the whole session whenever one attribute "
						+ "changes. For sessions with several large attributes of which few change per request, "
						+ "ATTRIBUTE sent about 2.5 KB instead of 25 KB per request in the 2008 cluster tests; FIELD "
						+ "goes further for big objects (206.4/s against 180.8/s for ATTRIBUTE). Both break shared "
						+ "references between attributes.")
				.check((ctx, report) -> {
					for (XmlElement config : ctx.root().children("replication-config")) {
						Optional<XmlElement> g = config.child("replication-granularity");
						String value = ConfigValues.upper(g.map(XmlElement::text));
						if (value.isEmpty() || value.equals("SESSION")) {
							report.at(g.orElse(config), g.isPresent() ? null : "granularity not set (SESSION)");
						}
					}
				}).build();
	}

	static Rule replicationFieldBatchMode() {
		return Rule.builder("jbossweb.replication_field_batch_mode").appliesTo(FileKind.JBOSS_WEB_XML)
				.severity(Severity.INFO).message("FIELD replication sends each change separately")
				.rationale("With FIELD granularity, replication-field-batch-mode=true gathers all field changes of "
						+ "one request into a single replication message.")
				.check((ctx, report) -> {
					for (XmlElement config : ctx.root().children("replication-config")) {
						String granularity = ConfigValues.upper(config.child("replication-granularity").map(XmlElement::text));
						Optional<String> batch = config.child("replication-field-batch-mode").map(XmlElement::text);
						if (granularity.equals("FIELD") && !ConfigValues.isTrue(batch)) {
							report.at(config, null);
						}
					}
				}).build();
	}
}
