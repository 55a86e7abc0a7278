package dyno.jboss.rules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dyno.jboss.ConfigFile;
import dyno.jboss.FileKind;
import dyno.jboss.Server;
import dyno.jboss.ServerProduct;
import dyno.jboss.ServerVersion;
import dyno.jboss.doc.ConfigDocument;
import dyno.jboss.doc.ConfigFiles;
import dyno.jboss.doc.ConfigSyntaxException;

/**
 * Runs the rule catalogue over a server's files or one file. Never throws for bad input: an unreadable or malformed
 * file becomes an ERROR finding of {@link #SYNTAX} naming its line and column, and a rule that breaks on a file
 * becomes a finding of {@link #RULE_FAILURE}, so one bad file or rule does not hide the rest.
 */
public final class Linter {

	/** The pseudo-rule of files that cannot be read or parsed. */
	public static final Rule SYNTAX = Rule.builder("config.syntax").appliesTo(FileKind.RUN_CONF, FileKind.values())
			.severity(Severity.ERROR).message("the file cannot be read")
			.rationale("Dyno could not parse this file, so neither can the server in most cases: it would fail "
					+ "to deploy or start with it. The message names the line and column of the problem.")
			.check((ctx, report) -> {
			}).build();

	/** The pseudo-rule of a rule that failed on a file (a bug in Dyno, reported instead of hiding the other findings). */
	public static final Rule RULE_FAILURE = Rule.builder("config.rule-failure")
			.appliesTo(FileKind.RUN_CONF, FileKind.values()).severity(Severity.WARNING)
			.message("a rule could not check this file")
			.rationale("A rule of Dyno's catalogue failed on this file; the other rules still ran. Please report it "
					+ "with the file.")
			.check((ctx, report) -> {
			}).build();

	private Linter() {
	}

	/** Lints every tunable file of the server with the standard catalogue. */
	public static LintReport lint(Server server, LiveFacts live) {
		return lint(server, live, RuleCatalog.standard());
	}

	public static LintReport lint(Server server, LiveFacts live, RuleCatalog catalog) {
		List<Finding> findings = new ArrayList<>();
		for (ConfigFile file : server.files()) {
			findings.addAll(lintFile(server, file, live, catalog));
		}
		return new LintReport(server.home(), server.files().size(), findings);
	}

	/** Lints one file on its own: version-bound rules all apply, as the version is unknown. */
	public static LintReport lint(ConfigFile file, LiveFacts live) {
		return lint(file, live, RuleCatalog.standard());
	}

	public static LintReport lint(ConfigFile file, LiveFacts live, RuleCatalog catalog) {
		Server lone = loneServer(file);
		return new LintReport(file.path().toAbsolutePath().getParent(), 1, lintFile(lone, file, live, catalog));
	}

	/**
	 * The server of a file linted on its own: its folder as home, no profile, the version unknown (so every rule of
	 * its kind applies); the product guessed from the kind and name, as WildFly and Tomcat files say which they are.
	 */
	public static Server loneServer(ConfigFile file) {
		String name = file.name();
		ServerProduct product = switch (file.kind()) {
		case WILDFLY_STANDALONE, WILDFLY_DOMAIN, WILDFLY_HOST -> ServerProduct.WILDFLY;
		case TOMCAT_SERVER_XML, TOMCAT_CONTEXT -> ServerProduct.TOMCAT;
		default -> name.startsWith("standalone.conf") || name.startsWith("domain.conf") ? ServerProduct.WILDFLY
				: name.startsWith("setenv.") ? ServerProduct.TOMCAT : ServerProduct.JBOSS_AS;
		};
		Path home = file.path().toAbsolutePath().getParent();
		return new Server(home, "", ServerVersion.unknown(product), List.of(file));
	}

	/** Reads and lints one file of a server. */
	public static List<Finding> lintFile(Server server, ConfigFile file, LiveFacts live, RuleCatalog catalog) {
		ConfigDocument doc;
		try {
			doc = ConfigFiles.read(file);
		} catch (ConfigSyntaxException e) {
			return List.of(new Finding(SYNTAX, file, e.line(), e.column(), e.getMessage(), Optional.empty()));
		} catch (IOException | RuntimeException e) {
			String why = e.getMessage() == null ? e.toString() : e.getMessage();
			return List.of(new Finding(SYNTAX, file, 0, 0, file.path().getFileName() + ": " + why,
					Optional.empty()));
		}
		return lint(new RuleContext(server, file, doc, live), catalog);
	}

	/**
	 * Lints a document as it is in memory (an editor's unsaved text): one finding a place, without those its
	 * {@code dyno:ignore} comments silence (see {@link Suppressions}).
	 */
	public static List<Finding> lint(RuleContext ctx, RuleCatalog catalog) {
		List<Finding> findings = new ArrayList<>();
		Suppressions suppressions = Suppressions.of(ctx.document());
		for (Rule rule : catalog.rulesFor(ctx.file().kind())) {
			if (!rule.appliesTo(ctx.file().kind(), ctx.version())) {
				continue;
			}
			try {
				for (Finding f : rule.check(ctx)) {
					if (!suppressions.silences(rule.id(), f.line())) {
						findings.add(f);
					}
				}
			} catch (RuntimeException e) {
				findings.add(new Finding(RULE_FAILURE, ctx.file(), 0, 0,
						RULE_FAILURE.message() + ": " + rule.id() + ": " + e, Optional.empty()));
			}
		}
		return findings;
	}
}
