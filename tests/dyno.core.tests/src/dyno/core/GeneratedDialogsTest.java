package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * A dialog that asks an analysis for its arguments is the one generated from its parameters
 * ({@code dyno.ui.ParametersDialog}): a hand-made dialog would type the parameters' defaults and ranges a second time
 * and drift from the command line. Hand-made "rows" dialogs are only those that ask what no analysis takes.
 */
class GeneratedDialogsTest {

	private static final Pattern ROWS_DIALOG = Pattern.compile("class (\\w+) extends RowsDialog\\b");

	/** The hand-made ones and why each asks no analysis' arguments. */
	private static final Set<String> HAND_MADE = Set.of("ParametersDialog", // the generated one itself
			"HeapDumpDialog", // where to write a dump and whether live objects only: an action, not an analysis
			"LoginDialog"); // a management user and password

	@Test
	void onlyDialogsOfNoAnalysisAreHandMade() throws IOException {
		List<String> handMade = BundleSources.all().stream()
				.flatMap(f -> rowsDialogs(BundleSources.read(f)).stream()).filter(name -> !HAND_MADE.contains(name))
				.sorted().toList();
		assertEquals(List.of(), handMade, "ask an analysis' arguments with dyno.ui.ParametersDialog");
	}

	@Test
	void theRuleSeesAHandMadeDialog() {
		assertEquals(List.of("FindLeaksDialog"), rowsDialogs("final class FindLeaksDialog extends RowsDialog {"));
	}

	private static List<String> rowsDialogs(String source) {
		return ROWS_DIALOG.matcher(source).results().map(r -> r.group(1)).toList();
	}
}
