package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * The JSF implementation parameters of a web.xml: MyFaces' server-side state (views kept, compression,
 * serialisation, the serialiser of client-side state) and the RichFaces 3.3 filter (its XML parser, which requests
 * it parses, how it loads styles). Each applies only when the file configures that library. Part of
 * {@link WebRules}.
 */
final class JsfRules {

	private static final String MYFACES = "org.apache.myfaces.";
	private static final String RICHFACES_FILTER = "org.ajax4jsf.Filter";

	private JsfRules() {
	}

	static List<Rule> rules() {
		return List.of(viewsInSession(), compressState(), serializeState(), serialFactory(), richFacesParser(),
				richFacesForceParser(), richFacesLoadStyles());
	}

	private static Rule.Builder web(String id) {
		return Rule.builder(id).appliesTo(FileKind.WEB_XML);
	}

	private static Optional<XmlElement> param(RuleContext ctx, String name) {
		return ConfigValues.contextParam(ctx.root(), name);
	}

	private static Optional<String> value(RuleContext ctx, String name) {
		return ConfigValues.paramValue(param(ctx, name));
	}

	private static boolean clientStateSaving(RuleContext ctx) {
		return ConfigValues.upper(value(ctx, "javax.faces.STATE_SAVING_METHOD")).equals("CLIENT");
	}

	/** Whether the application configures MyFaces (any of its context parameters). */
	private static boolean myFaces(RuleContext ctx) {
		return ctx.root().children("context-param").stream()
				.anyMatch(p -> p.childText("param-name").orElse("").startsWith(MYFACES));
	}

	/** Sets a context parameter's value, adding the parameter when the file does not have it. */
	private static Fix setParam(String name, String value) {
		return Fix.of("set " + name + " to " + value, doc -> {
			XmlElement app = ((XmlDocument) doc).root();
			Optional<XmlElement> v = ConfigValues.contextParam(app, name).flatMap(p -> p.child("param-value"));
			if (v.isPresent()) {
				v.get().setText(value);
			} else {
				ConfigValues.addParam(app, "context-param", name, value);
			}
		});
	}

	static Rule viewsInSession() {
		String name = MYFACES + "NUMBER_OF_VIEWS_IN_SESSION";
		return web("myfaces.number_of_views_in_session").severity(Severity.INFO)
				.advice("Set org.apache.myfaces.NUMBER_OF_VIEWS_IN_SESSION to 20 or fewer.")
				.message("each session keeps many JSF views")
				.rationale("With server-side state saving MyFaces keeps the state of the last views of every user "
						+ "in the session so the back button works. Above about 20 views per session the heap (and "
						+ "in a cluster the replication traffic) grows with every user for pages nobody goes back "
						+ "to; 20 is a common cap, fewer when sessions dominate the heap.")
				.check((ctx, report) -> {
					OptionalLong views = ConfigValues.number(value(ctx, name));
					if (!clientStateSaving(ctx) && views.isPresent() && views.getAsLong() > 20) {
						report.at(param(ctx, name).get(), views.getAsLong() + " views", setParam(name, "20"));
					}
				}).build();
	}

	static Rule compressState() {
		return serverStateSwitch("myfaces.compress_state_in_session", "COMPRESS_STATE_IN_SESSION",
				"JSF view state compressed in the session",
				"With server-side state saving, compressing each view's state saves session memory at the price of "
						+ "CPU on every request that saves or restores a view. When the heap has room, "
						+ "COMPRESS_STATE_IN_SESSION=false spends that CPU on requests instead.",
				"Set org.apache.myfaces.COMPRESS_STATE_IN_SESSION to false when the heap has room.", ctx -> true);
	}

	static Rule serializeState() {
		return serverStateSwitch("myfaces.serialize_state_in_session", "SERIALIZE_STATE_IN_SESSION",
				"JSF view state serialised in a session that is not replicated",
				"SERIALIZE_STATE_IN_SESSION=true turns each view's state into bytes before storing it in the "
						+ "session: CPU and garbage per request. That is only needed when sessions are replicated or "
						+ "persisted (a <distributable/> application); otherwise set it false.",
				"Set org.apache.myfaces.SERIALIZE_STATE_IN_SESSION to false in applications that are not distributable.",
				ctx -> ctx.root().child("distributable").isEmpty());
	}

	/**
	 * A MyFaces switch of server-side state saving that costs CPU on every request: flagged when the file sets it
	 * true, server-side saving is in use and {@code applies} holds.
	 */
	private static Rule serverStateSwitch(String id, String param, String message, String rationale, String advice,
			Predicate<RuleContext> applies) {
		String name = MYFACES + param;
		return web(id).severity(Severity.INFO).message(message).rationale(rationale).advice(advice)
				.check((ctx, report) -> {
					if (!clientStateSaving(ctx) && applies.test(ctx) && ConfigValues.isTrue(value(ctx, name))) {
						report.at(param(ctx, name).get(), null, setParam(name, "false"));
					}
				}).build();
	}

	static Rule serialFactory() {
		String name = MYFACES + "SERIAL_FACTORY";
		String jboss = "org.apache.myfaces.JbossSerialFactory";
		return web("myfaces.serial_factory").severity(Severity.INFO)
				.advice("Set org.apache.myfaces.SERIAL_FACTORY to org.apache.myfaces.JbossSerialFactory, or save state "
						+ "on the server.")
				.message("client-side JSF state serialised with plain Java serialisation")
				.rationale("With client-side state saving MyFaces serialises every view into the page on each "
						+ "response. Its JBoss Serialization factory (org.apache.myfaces.JbossSerialFactory, needs "
						+ "jboss-serialization.jar) does that faster than java.io serialisation; server-side saving "
						+ "remains faster still.")
				.check((ctx, report) -> {
					if (clientStateSaving(ctx) && myFaces(ctx) && !value(ctx, name).orElse("").equals(jboss)) {
						report.at(param(ctx, name).orElse(param(ctx, "javax.faces.STATE_SAVING_METHOD").get()), null,
								setParam(name, jboss));
					}
				}).build();
	}

	/** The RichFaces (Ajax4jsf) filters the file declares. */
	private static List<XmlElement> richFacesFilters(RuleContext ctx) {
		return ctx.root().children("filter").stream()
				.filter(f -> f.childText("filter-class").orElse("").equals(RICHFACES_FILTER)).toList();
	}

	static Rule richFacesParser() {
		String name = "org.ajax4jsf.xmlparser.ORDER";
		return web("richfaces.xml_parser_order").severity(Severity.INFO)
				.advice("Set org.ajax4jsf.xmlparser.ORDER to NEKO (or NONE) once the pages are known to be valid XHTML.")
				.message("RichFaces cleans responses with the slow Tidy parser")
				.rationale("The RichFaces filter turns each Ajax response into well-formed XML, by default with "
						+ "Tidy, the slowest of its parsers. When the pages are valid XHTML, NEKO (parameter "
						+ "org.ajax4jsf.xmlparser.ORDER=NEKO, with org.ajax4jsf.xmlparser.NEKO naming the pages) or "
						+ "NONE is much cheaper; on pages that are not valid it breaks the layout, so test first.")
				.check((ctx, report) -> {
					String order = ConfigValues.upper(value(ctx, name));
					if (order.isEmpty() || order.startsWith("TIDY")) {
						richFacesFilters(ctx).forEach(f -> report.at(param(ctx, name).orElse(f),
								order.isEmpty() ? "no parser order (Tidy)" : order));
					}
				}).build();
	}

	static Rule richFacesForceParser() {
		return web("richfaces.filter_forceparser").severity(Severity.INFO)
				.advice("Add the init-param forceparser=false to the RichFaces filter.")
				.message("the RichFaces filter parses every response")
				.rationale("Unless its init-param forceparser is false, the RichFaces filter runs the XML parser over "
						+ "every response it sees, not only Ajax responses. With forceparser=false ordinary page "
						+ "requests skip that work.")
				.check((ctx, report) -> {
					for (XmlElement filter : richFacesFilters(ctx)) {
						Optional<XmlElement> p = ConfigValues.initParam(filter, "forceparser");
						if (!ConfigValues.isFalse(ConfigValues.paramValue(p))) {
							report.at(p.orElse(filter), null, Fix.onElement(filter, "set forceparser to false", f -> {
								Optional<XmlElement> v = ConfigValues.initParam(f, "forceparser")
										.flatMap(i -> i.child("param-value"));
								if (v.isPresent()) {
									v.get().setText("false");
								} else {
									ConfigValues.addParam(f, "init-param", "forceparser", "false");
								}
							}));
						}
					}
				}).build();
	}

	static Rule richFacesLoadStyles() {
		String name = "org.richfaces.LoadStyleStrategy";
		return web("richfaces.load_style_strategy").severity(Severity.INFO)
				.advice("Set org.richfaces.LoadStyleStrategy to ALL together with org.ajax4jsf.COMPRESS_SCRIPT=false.")
				.message("RichFaces pages load their style sheets one by one")
				.rationale("By default each RichFaces component brings its own style sheet, so a page with many "
						+ "components makes many requests. org.richfaces.LoadStyleStrategy=ALL sends them as one "
						+ "bundle; it works only together with org.ajax4jsf.COMPRESS_SCRIPT=false.")
				.check((ctx, report) -> {
					String strategy = ConfigValues.upper(value(ctx, name));
					if (!richFacesFilters(ctx).isEmpty() && !strategy.equals("ALL")) {
						report.at(param(ctx, name).orElse(richFacesFilters(ctx).get(0)),
								strategy.isEmpty() ? "no strategy set" : strategy,
								Fix.sequence("bundle the style sheets", setParam(name, "ALL"),
										setParam("org.ajax4jsf.COMPRESS_SCRIPT", "false")));
					}
				}).build();
	}
}
