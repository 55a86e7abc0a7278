/**
 * The tuning rule engine: {@link dyno.jboss.rules.Rule}s with a check lambda, grouped in families, run by the
 * {@link dyno.jboss.rules.Linter} over a server's files into a {@link dyno.jboss.rules.LintReport} (text, JSON,
 * SARIF 2.1.0). A rule sees a {@link dyno.jboss.rules.RuleContext} (server, file, parsed document, live facts) and
 * reports through a {@link dyno.jboss.rules.Reporter}; a {@link dyno.jboss.rules.Fix} edits the document through its
 * minimal-diff API.
 *
 * <h2>Adding a rule family</h2>
 * <ol>
 * <li>Write {@code dyno.jboss.rules.internal.catalog.XxxRules} (public final, with
 * {@code public static List<Rule> rules()}); split it into package-private classes of a few rules each when it
 * grows. Build each rule with {@code Rule.builder(id)}: the reference's id where there is one
 * ({@code tuning-facts-*.yaml}), the file kinds, a version range where the advice is version-bound, severity,
 * message (one line) and rationale (our own words, with the measured figure where the reference has one), live
 * inputs if it weighs any, and the check. The check reads tunable values through the file's typed EMF model
 * ({@code ctx.model()}, see {@code dyno.jboss.model.ConfigModels}) where the kind has one, and the document
 * ({@code ctx.root()}, {@code ctx.javaOpts()}) for structure the model does not cover; a fix sets a model attribute
 * ({@code Fix.onModel}) or edits the document ({@code Fix.onElement}, {@code Fix.setJavaOpt}).</li>
 * <li>Add {@code XxxRules::rules} to {@code RuleCatalog.FAMILIES}.</li>
 * <li>Test it in {@code tests/dyno.jboss.tests}: a class {@code XxxRulesTest} with
 * {@code static List<RuleCase> cases()} (at least one firing and one quiet case per rule on a real fixture; a case
 * may edit its temp copy through the document API first; for the kinds no real fixture has, jboss-web.xml,
 * persistence.xml, workers.properties and jmx-console-users.properties, {@code RuleCase.written} writes a minimal
 * file, labelled as such) and a
 * {@code @ParameterizedTest} over them calling {@code RuleCase.verify}. Add its {@code cases()} to
 * {@code RuleCatalogTest.allCases()}, which checks that every rule of the standard catalogue has both kinds of
 * case.</li>
 * </ol>
 * Rule ids must be unique across families ({@code RuleCatalog} refuses duplicates).
 *
 * <h2>What the rule reference lists ({@code dyno rules})</h2>
 * Each rule's id, file kinds and version ranges, {@link dyno.jboss.rules.Rule#checks() what it checks}, its
 * rationale and {@link dyno.jboss.rules.Rule#measured() measured figure}, {@link dyno.jboss.rules.Rule#advice() fix},
 * whether it is {@link dyno.jboss.rules.Rule#liveAware() live-aware}, its
 * {@link dyno.jboss.rules.Rule#referenceRows() reference rows}, and the test classes that name its id. The reference
 * rows Dyno does not check are listed from the resource {@code dyno/jboss/rules/not-checked.tsv} of this bundle:
 * UTF-8, one row a line, three tab-separated columns {@code row-id, title, reason} (lines starting with {@code #}
 * are comments).
 *
 * <h2>Organisation rules</h2>
 * Implement {@link dyno.jboss.rules.RuleProvider} in a jar of the rules folder (see there).
 */
package dyno.jboss.rules;
