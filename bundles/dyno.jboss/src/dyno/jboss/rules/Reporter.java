package dyno.jboss.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dyno.jboss.doc.XmlElement;

/**
 * What a rule's check reports its findings to; it fills in the rule, the file and the message (the rule's message,
 * followed by the detail of this place when there is one).
 */
public final class Reporter {

	private final Rule rule;
	private final RuleContext ctx;
	private final List<Finding> findings = new ArrayList<>();

	Reporter(Rule rule, RuleContext ctx) {
		this.rule = rule;
		this.ctx = ctx;
	}

	/** A finding at an element (its line and column). */
	public void at(XmlElement element, String detail) {
		at(element, detail, null);
	}

	public void at(XmlElement element, String detail, Fix fix) {
		findings.add(ctx.finding(rule, element, detail, fix));
	}

	/** A finding at a line (1-based; 0 for the file as a whole). */
	public void atLine(int line, String detail) {
		atLine(line, detail, null);
	}

	public void atLine(int line, String detail, Fix fix) {
		findings.add(ctx.finding(rule, line, detail, fix));
	}

	List<Finding> findings() {
		return findings;
	}

	static Finding finding(Rule rule, RuleContext ctx, int line, int column, String detail, Fix fix) {
		String message = detail == null || detail.isEmpty() ? rule.message() : rule.message() + ": " + detail;
		return new Finding(rule, ctx.file(), line, column, message, Optional.ofNullable(fix));
	}
}
