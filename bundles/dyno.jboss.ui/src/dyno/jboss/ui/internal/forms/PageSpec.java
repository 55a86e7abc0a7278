package dyno.jboss.ui.internal.forms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One generated form page: its tab title and which attributes of which model classes it shows. An empty attribute
 * list stands for every attribute of the class.
 *
 * @param title the tab and heading text, e.g. "Connectors"
 * @param attributes class name → attribute names (in page order; empty: all of the class's attributes)
 */
public record PageSpec(String title, Map<String, List<String>> attributes) {

	/** Starts a page; add classes with {@link #with}. */
	public static PageSpec page(String title) {
		return new PageSpec(title, new LinkedHashMap<>());
	}

	/** Adds the class {@code eClass} with these attributes (none named: all of them). */
	public PageSpec with(String eClass, String... names) {
		attributes.put(eClass, List.of(names));
		return this;
	}

	/** The page id within its editor. */
	public String id() {
		return "dyno.jboss.ui.page." + title.replaceAll("\\W+", "-").toLowerCase(java.util.Locale.ROOT);
	}
}
