package dyno.jboss.ui.internal.editor;

import java.util.List;
import java.util.Optional;

import dyno.jboss.ConfigFile;
import dyno.jboss.Server;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.ui.internal.JBossUiPlugin;
import dyno.jboss.ui.internal.rules.RulePreferences;

/**
 * Lints the contents of a configuration file as they are now (an editor's unsaved text or the file on disk) with
 * the server's live facts and the rules of the preferences (their folder's, without the suppressed ones); text
 * that does not parse gives the one syntax finding with its line, as the Linter does for files.
 */
final class Hints {

	private Hints() {
	}

	static List<Finding> lint(Server server, ConfigFile file, byte[] contents) {
		ConfigDocument doc;
		try {
			doc = ConfigFiles.parse(file, contents);
		} catch (ConfigSyntaxException e) {
			return List.of(new Finding(Linter.SYNTAX, file, e.line(), e.column(), e.getMessage(), Optional.empty()));
		}
		return Linter.lint(new RuleContext(server, file, doc, JBossUiPlugin.liveHints().forServer(server.home())),
				RulePreferences.catalog());
	}
}
