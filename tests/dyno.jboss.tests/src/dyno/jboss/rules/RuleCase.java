package dyno.jboss.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerLayout;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.JavaOpts;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.tests.Fixtures;

/**
 * One test case of a rule on a real fixture: the rule fires, or stays quiet, on the fixture as it is or on a temp
 * copy edited through the document API. The server around the file is detected from the fixture tree (its version
 * decides version-bound rules); a fixture outside any server is linted as a lone file. A firing case also applies
 * the findings' fixes to a fresh copy and checks that the rule is quiet afterwards.
 */
public final class RuleCase {

	private final String ruleId;
	private final String fixture;
	private final boolean fires;
	/** The text of a minimal file the case writes instead of reading a fixture; null for a fixture. */
	private String written;
	private String editLabel;
	private Consumer<ConfigDocument> edit;
	/** Asked for when the case runs: facts observed on a real JVM are measured then, not when cases are listed. */
	private Supplier<LiveFacts> live = LiveFacts::none;
	/** The facts, or where they come from, in the case's name; empty for none. */
	private String liveLabel = "";

	private RuleCase(String ruleId, String fixture, boolean fires) {
		this.ruleId = ruleId;
		this.fixture = fixture;
		this.fires = fires;
	}

	public static RuleCase fires(String ruleId, String fixture) {
		return new RuleCase(ruleId, fixture, true);
	}

	public static RuleCase quiet(String ruleId, String fixture) {
		return new RuleCase(ruleId, fixture, false);
	}

	/**
	 * A case on a minimal file the test writes at {@code path} (relative, e.g. {@code "app.war/WEB-INF/jboss-web.xml"}),
	 * for the kinds that have no real file among the fixtures (they belong to applications or to Apache httpd):
	 * jboss-web.xml, persistence.xml, workers.properties. Linted as a lone file.
	 */
	public static RuleCase written(String ruleId, String path, String text, boolean fires) {
		RuleCase c = new RuleCase(ruleId, path, fires);
		c.written = text;
		return c;
	}

	/** Edits the temp copy before linting; the label names the edit in the test's name. */
	public RuleCase edit(String label, Consumer<ConfigDocument> change) {
		editLabel = label;
		edit = change;
		return this;
	}

	/** Edits the JAVA_OPTS of a run.conf copy. */
	public RuleCase opts(String label, Consumer<JavaOpts> change) {
		return edit(label, doc -> change.accept(((ShellConf) doc).javaOpts()));
	}

	/** Edits the root element of an XML copy. */
	public RuleCase xml(String label, Consumer<XmlElement> change) {
		return edit(label, doc -> change.accept(((XmlDocument) doc).root()));
	}

	public RuleCase live(LiveFacts facts) {
		live = () -> facts;
		liveLabel = facts.isEmpty() ? "" : facts.toString();
		return this;
	}

	/**
	 * Facts observed on a running JVM, measured on first use (listing or naming the cases starts no JVM).
	 *
	 * @param label names the JVM in the case's name
	 */
	public RuleCase observed(String label, Supplier<LiveFacts> facts) {
		live = facts;
		liveLabel = "the facts of " + label;
		return this;
	}

	public String ruleId() {
		return ruleId;
	}

	public boolean firing() {
		return fires;
	}

	/** Runs the case: lints the (edited) copy with the rule alone and checks whether it fires. */
	public void verify(Path tempDir) throws IOException {
		Rule rule = rule();
		Path original = written == null ? Fixtures.get(fixture) : write(tempDir.resolve("written").resolve(fixture));
		Server server = serverOf(original);
		ConfigFile copy = copy(original, tempDir.resolve(fixture), edit);
		List<Finding> findings = lint(rule, server, copy, live.get());
		assertEquals(fires, !findings.isEmpty(), this + ": " + findings);
		for (Finding f : findings) {
			assertEquals(rule, f.rule());
			assertTrue(f.message().startsWith(rule.message()), f.message());
			assertTrue(f.line() >= 0 && f.line() <= lineCount(copy.path()), f + " is outside the file");
		}
		if (fires && findings.stream().allMatch(f -> f.fix().isPresent())) {
			ConfigDocument doc = ConfigFiles.read(copy);
			List<Finding> reversed = new ArrayList<>(findings);
			// Later elements first, so removing one does not move the ones still to fix.
			Collections.reverse(reversed);
			for (Finding f : reversed) {
				f.fix().get().apply(doc);
			}
			ConfigFiles.save(copy, doc);
			List<Finding> after = lint(rule, server, copy, live.get());
			assertTrue(after.isEmpty(), this + ": still fires after its fixes: " + after);
		}
	}

	/**
	 * The case's findings as {@link #verify} would lint them, but on {@code facts} and without judging them: for a test
	 * that drives a real JVM until the facts it observes make a firing case fire, then verifies the case on those facts.
	 */
	public List<Finding> findingsWith(LiveFacts facts, Path tempDir) throws IOException {
		Path original = written == null ? Fixtures.get(fixture) : write(tempDir.resolve("written").resolve(fixture));
		return lint(rule(), serverOf(original), copy(original, tempDir.resolve(fixture), edit), facts);
	}

	private Rule rule() {
		return RuleCatalog.standard().rule(ruleId).orElseThrow(() -> new AssertionError("no rule " + ruleId));
	}

	private List<Finding> lint(Rule rule, Server server, ConfigFile file, LiveFacts facts) throws IOException {
		ConfigDocument doc = ConfigFiles.read(file);
		List<Finding> all = Linter.lint(new RuleContext(server, file, doc, facts), RuleCatalog.of(List.of(rule)));
		assertFalse(all.stream().anyMatch(f -> f.rule() == Linter.RULE_FAILURE), this + ": " + all);
		return all;
	}

	private Path write(Path target) throws IOException {
		Files.createDirectories(target.getParent());
		Files.writeString(target, written, java.nio.charset.StandardCharsets.UTF_8);
		return target;
	}

	/** The fixture copied to {@code target} (its relative path under the temp folder), edited and saved through the API. */
	private static ConfigFile copy(Path original, Path target, Consumer<ConfigDocument> edit) throws IOException {
		Files.createDirectories(target.getParent());
		Files.copy(original, target, StandardCopyOption.REPLACE_EXISTING);
		ConfigFile file = new ConfigFile(target, kindOf(target));
		if (edit != null) {
			ConfigDocument doc = ConfigFiles.read(file);
			edit.accept(doc);
			assertTrue(doc.isModified(), "the edit changed nothing");
			ConfigFiles.save(file, doc);
		}
		return file;
	}

	static FileKind kindOf(Path file) throws IOException {
		byte[] head;
		try (InputStream in = Files.newInputStream(file)) {
			head = in.readNBytes(8192);
		}
		return FileKind.of(file, head).orElseThrow(() -> new AssertionError("no kind for " + file));
	}

	/** The server the fixture belongs to (the nearest folder ServerLayout recognizes), else a lone file's. */
	static Server serverOf(Path fixture) throws IOException {
		for (Path dir = fixture.getParent(); dir != null && dir.startsWith(Fixtures.root()); dir = dir.getParent()) {
			List<Server> servers = ServerLayout.detect(dir);
			for (Server s : servers) {
				if (s.files().stream().anyMatch(f -> f.path().equals(fixture))) {
					return s;
				}
			}
		}
		return Linter.loneServer(new ConfigFile(fixture, kindOf(fixture)));
	}

	private static long lineCount(Path file) throws IOException {
		return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).lines().count() + 1;
	}

	@Override
	public String toString() {
		return ruleId + (fires ? " fires on " : " is quiet on ") + (written == null ? "" : "written ") + fixture
				+ (editLabel == null ? "" : " with " + editLabel)
				+ (liveLabel.isEmpty() ? "" : " and " + liveLabel);
	}
}
