package dyno.jboss.rules.internal.catalog;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.PropertiesDocument;
import dyno.jboss.doc.ShellConf;
import dyno.jboss.doc.XmlDocument;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Finding;
import dyno.jboss.rules.Linter;
import dyno.jboss.rules.LiveFacts;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleCatalog;
import dyno.jboss.tests.Fixtures;

/**
 * One case of a rule test: a real fixture (or, where the fixtures hold no file of that kind, a minimal file the test
 * writes, labelled "written"), optionally edited through the document API on a temp copy, linted through
 * {@link Linter} like the CLI does, and whether the rule must fire. When it fires and every finding carries a fix,
 * the fixes are applied to another copy and the rule must then be quiet.
 */
record RuleCase(String ruleId, String source, String writtenText, String editLabel,
		Consumer<ConfigDocument> edit, LiveFacts live, boolean fires) {

	/** The rule fires on the unedited fixture. */
	static RuleCase fires(String ruleId, String fixture) {
		return new RuleCase(ruleId, fixture, null, null, null, LiveFacts.none(), true);
	}

	/** The rule is quiet on the unedited fixture. */
	static RuleCase quiet(String ruleId, String fixture) {
		return new RuleCase(ruleId, fixture, null, null, null, LiveFacts.none(), false);
	}

	/** The rule fires once the fixture's temp copy got this edit. */
	static RuleCase firesAfter(String ruleId, String fixture, String label, Consumer<ConfigDocument> edit) {
		return new RuleCase(ruleId, fixture, null, label, edit, LiveFacts.none(), true);
	}

	static RuleCase quietAfter(String ruleId, String fixture, String label, Consumer<ConfigDocument> edit) {
		return new RuleCase(ruleId, fixture, null, label, edit, LiveFacts.none(), false);
	}

	/** A case on a minimal file the test writes at {@code path} (no real file of that kind among the fixtures). */
	static RuleCase written(String ruleId, String path, String text, boolean fires) {
		return new RuleCase(ruleId, path, text, null, null, LiveFacts.none(), fires);
	}

	public RuleCase withLive(LiveFacts facts) {
		return new RuleCase(ruleId, source, writtenText, editLabel, edit, facts, fires);
	}

	@Override
	public String toString() {
		return ruleId + (fires ? " fires on " : " is quiet on ") + (writtenText != null ? "written " : "") + source
				+ (editLabel != null ? " after " + editLabel : "") + (live.isEmpty() ? "" : " with " + live);
	}

	/** Runs the case in {@code dir} (a fresh temp folder). */
	public void run(Path dir) throws IOException {
		Rule rule = RuleCatalog.standard().rule(ruleId)
				.orElseThrow(() -> new AssertionError("rule " + ruleId + " is not in the standard catalogue"));
		ConfigFile file = prepare(dir.resolve("case"));
		assertTrue(rule.appliesTo().contains(file.kind()),
				ruleId + " does not apply to " + file.kind() + " (" + file.path().getFileName() + ")");
		List<Finding> found = findings(file);
		if (!fires) {
			assertEquals(List.of(), found.stream().map(Finding::message).toList(), this + ": unexpected findings");
			return;
		}
		assertFalse(found.isEmpty(), this + ": no finding");
		for (Finding f : found) {
			assertTrue(f.message().startsWith(rule.message()), f.message());
			if (file.kind() != FileKind.MODJK_WORKERS && file.kind() != FileKind.RUN_CONF) {
				assertTrue(f.line() > 0, this + ": finding without a line: " + f.message());
			}
		}
		if (found.stream().allMatch(f -> f.fix().isPresent())) {
			ConfigFile again = prepare(dir.resolve("fixed"));
			ConfigDocument doc = ConfigFiles.read(again);
			// last place first, so fixes that add or remove elements do not move the places still to fix
			found.stream().sorted(Comparator.comparingInt(Finding::line).reversed())
					.forEach(f -> f.fix().get().apply(doc));
			ConfigFiles.save(again, doc);
			assertEquals(List.of(), findings(again).stream().map(Finding::message).toList(),
					this + ": still fires after its fixes");
		}
	}

	private List<Finding> findings(ConfigFile file) {
		return Linter.lint(file, live).findings().stream().filter(f -> f.rule().id().equals(ruleId)).toList();
	}

	/** Copies the fixture (or writes the minimal file) under {@code dir}, keeping its relative path, and edits it. */
	private ConfigFile prepare(Path dir) throws IOException {
		Path target = dir.resolve(source);
		Files.createDirectories(target.getParent());
		if (writtenText != null) {
			Files.writeString(target, writtenText, StandardCharsets.UTF_8);
		} else {
			Files.copy(Fixtures.get(source), target);
		}
		byte[] head = Files.readAllBytes(target);
		FileKind kind = FileKind.of(target, head)
				.orElseThrow(() -> new AssertionError("no file kind for " + source));
		ConfigFile file = new ConfigFile(target, kind);
		if (edit != null) {
			ConfigDocument doc = ConfigFiles.read(file);
			edit.accept(doc);
			assertTrue(doc.isModified(), this + ": the edit changed nothing");
			ConfigFiles.save(file, doc);
		}
		return file;
	}

	// --- helpers for the edits of the cases ---

	static XmlElement root(ConfigDocument doc) {
		return ((XmlDocument) doc).root();
	}

	/** The first element at {@code path} below the root; fails when there is none (the fixture changed). */
	static XmlElement first(ConfigDocument doc, String path) {
		List<XmlElement> found = root(doc).select(path);
		if (found.isEmpty()) {
			throw new AssertionError("nothing at " + path + " in " + doc.sourceName());
		}
		return found.get(0);
	}

	/** Every element at {@code path}; fails when there is none. */
	static List<XmlElement> all(ConfigDocument doc, String path) {
		List<XmlElement> found = root(doc).select(path);
		if (found.isEmpty()) {
			throw new AssertionError("nothing at " + path + " in " + doc.sourceName());
		}
		return found;
	}

	static PropertiesDocument properties(ConfigDocument doc) {
		return (PropertiesDocument) doc;
	}

	static ShellConf shell(ConfigDocument doc) {
		return (ShellConf) doc;
	}

	/**
	 * Checks that every rule of a family has a case where it fires and one where it is quiet, and that the family's
	 * rules are in the standard catalogue.
	 */
	static void assertCovered(List<Rule> family, List<RuleCase> cases) {
		Set<String> firing = cases.stream().filter(RuleCase::fires).map(RuleCase::ruleId).collect(Collectors.toSet());
		Set<String> quiet = cases.stream().filter(c -> !c.fires()).map(RuleCase::ruleId).collect(Collectors.toSet());
		Set<String> missing = new TreeSet<>();
		List<String> notInCatalog = new ArrayList<>();
		for (Rule r : family) {
			if (!firing.contains(r.id())) {
				missing.add(r.id() + " (no firing case)");
			}
			if (!quiet.contains(r.id())) {
				missing.add(r.id() + " (no quiet case)");
			}
			if (RuleCatalog.standard().rule(r.id()).isEmpty()) {
				notInCatalog.add(r.id());
			}
		}
		assertEquals(Set.of(), missing, "rules without both cases");
		assertEquals(List.of(), notInCatalog, "rules missing from RuleCatalog.standard()");
	}
}
