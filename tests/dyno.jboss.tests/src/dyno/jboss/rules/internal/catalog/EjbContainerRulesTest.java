package dyno.jboss.rules.internal.catalog;

import static dyno.jboss.rules.RuleCase.fires;
import static dyno.jboss.rules.RuleCase.quiet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.RuleCase;

/** {@link EjbContainerRules} on the real standardjboss.xml of JBoss AS 5.1.0.GA. */
public class EjbContainerRulesTest {

	private static final String STANDARDJBOSS = "jboss-as-5/5.1.0.GA/server/default/conf/standardjboss.xml";
	private static final String POOL = "container-configurations/container-configuration/container-pool-conf";

	public static List<RuleCase> cases() {
		return List.of(
				quiet("ejb2.pool.strict_timeout", STANDARDJBOSS),
				fires("ejb2.pool.strict_timeout", STANDARDJBOSS).xml("a strict pool without a timeout",
						root -> pool(root).addChild("strictMaximumSize", "true")),
				quiet("ejb2.pool.strict_timeout", STANDARDJBOSS).xml("a strict pool with a 30 s timeout", root -> {
					pool(root).addChild("strictMaximumSize", "true");
					pool(root).addChild("strictTimeout", "30000");
				}));
	}

	private static XmlElement pool(XmlElement root) {
		return root.select(POOL).get(0);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("cases")
	void rule(RuleCase c, @TempDir Path dir) throws IOException {
		c.verify(dir);
	}
}
