package dyno.jboss.model.internal;

import static dyno.jboss.model.internal.ModelBuilder.BOOLEAN;
import static dyno.jboss.model.internal.ModelBuilder.INT;
import static dyno.jboss.model.internal.ModelBuilder.STRING;

import org.eclipse.emf.ecore.EPackage;

import dyno.jboss.model.Tuning;

/**
 * Web deployment descriptors (web.xml: the server-wide default one of JBoss Web and an application's own): the JSP
 * compiler's init parameters, the session timeout and the JSF state-saving context parameters.
 */
public final class WebAppModel {

	private WebAppModel() {
	}

	/** Builds the package {@code webapp}. */
	public static EPackage create() {
		ModelBuilder b = ModelBuilder.pkg("webapp");
		b.eClass("WebApp", "").contains("jspServlets", "JspServlet").contains("sessionConfigs", "SessionConfig");
		b.xml("stateSavingMethod", STRING, param("context-param", "javax.faces.STATE_SAVING_METHOD")).tune("server",
				"choice", true, "jsf.state_saving_method");
		b.xml("myfacesViewsInSession", INT, param("context-param", "org.apache.myfaces.NUMBER_OF_VIEWS_IN_SESSION"))
				.tune("20", "count", true, "myfaces.number_of_views_in_session");
		b.eClass("JspServlet", "servlet[servlet-name='jsp']");
		b.xml("development", BOOLEAN, param("init-param", "development")).tune("true", "flag", true,
				"jbossweb.jsp.development");
		b.xml("checkInterval", INT, param("init-param", "checkInterval")).tune("0", "s", true,
				"jbossweb.jsp.check_interval");
		b.xml("modificationTestInterval", INT, param("init-param", "modificationTestInterval")).tune("4", "s", true,
				"jbossweb.jsp.check_interval");
		b.xml("trimSpaces", BOOLEAN, param("init-param", "trimSpaces")).tune("false", "flag", true,
				"jbossweb.jsp.trim_spaces");
		b.xml("genStringAsCharArray", BOOLEAN, param("init-param", "genStringAsCharArray")).tune("false", "flag",
				true, "jbossweb.jsp.gen_string_as_char_array");
		b.eClass("SessionConfig", "session-config");
		b.xml("sessionTimeout", INT, "session-timeout").tune("30", "min", true, "web.session_timeout")
				.range(-1, 10080);
		return b.build();
	}

	/** The path of the value of a {@code <param-name>}/{@code <param-value>} pair. */
	private static String param(String element, String name) {
		return element + "[param-name='" + name + "']/param-value";
	}
}
