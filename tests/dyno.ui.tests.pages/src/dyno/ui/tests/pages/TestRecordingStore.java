package dyno.ui.tests.pages;

import java.nio.file.Path;
import java.util.function.Supplier;

import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import dyno.profile.RecordingStore;

/**
 * Moves Dyno's recording store into a folder of each test's own while it runs (registered as a field with
 * {@code @RegisterExtension}), so the recordings a test makes or saves never land in the user's store.
 */
public final class TestRecordingStore implements BeforeEachCallback, AfterEachCallback {

	private final Supplier<Path> where;
	private Path folder;
	private String before;

	/** {@code where} is asked before each test: a folder under the test's {@code @TempDir}, injected by then. */
	public TestRecordingStore(Supplier<Path> where) {
		this.where = where;
	}

	@Override
	public void beforeEach(ExtensionContext context) {
		folder = where.get();
		before = System.setProperty(RecordingStore.PROPERTY, folder.toString());
	}

	@Override
	public void afterEach(ExtensionContext context) {
		if (before == null) {
			System.clearProperty(RecordingStore.PROPERTY);
		} else {
			System.setProperty(RecordingStore.PROPERTY, before);
		}
	}

	/** The store the running test writes to. */
	public Path folder() {
		return folder;
	}
}
