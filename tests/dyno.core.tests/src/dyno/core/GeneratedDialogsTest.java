package dyno.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

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
			"LoginDialog", // a management user and password
			// A recording that runs until it is stopped is the workbench's alone; the profile analysis records
			// for a duration. Until it takes "until stopped" too, this dialog is hand-made.
			"StartRecordingDialog");

	@Test
	void onlyDialogsOfNoAnalysisAreHandMade() throws IOException {
		Path bundles = Path.of("../../bundles").toAbsolutePath().normalize();
		assertTrue(Files.isDirectory(bundles.resolve("dyno.ui/src")), bundles + " is the bundles folder");
		List<String> handMade;
		try (Stream<Path> files = Files.walk(bundles)) {
			handMade = files.filter(f -> f.toString().endsWith(".java") && f.toString().contains("/src/"))
					.flatMap(f -> rowsDialogs(read(f)).stream()).filter(name -> !HAND_MADE.contains(name)).sorted()
					.toList();
		}
		assertEquals(List.of(), handMade, "ask an analysis' arguments with dyno.ui.ParametersDialog");
	}

	@Test
	void theRuleSeesAHandMadeDialog() {
		assertEquals(List.of("FindLeaksDialog"), rowsDialogs("final class FindLeaksDialog extends RowsDialog {"));
	}

	private static List<String> rowsDialogs(String source) {
		Matcher m = ROWS_DIALOG.matcher(source);
		return m.results().map(r -> r.group(1)).toList();
	}

	private static String read(Path file) {
		try {
			return Files.readString(file);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}
}
