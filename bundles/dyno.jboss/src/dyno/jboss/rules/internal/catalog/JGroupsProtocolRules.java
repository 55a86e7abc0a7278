package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.Severity;

/**
 * The timing and sizing of the JGroups protocols above the transport: discovery (PING), merging (MERGE2), failure
 * detection (FD, VERIFY_SUSPECT), retransmission (NAKACK, UNICAST), joining (GMS), fragmentation (FRAG2) and flow
 * control (FC). The stock stacks of JBoss AS 5/6 set them to values the clustering guide tested; these rules flag
 * values far enough from those to change how the cluster behaves. Part of {@link ClusterRules}.
 */
final class JGroupsProtocolRules {

	/** The stock retransmission schedules of the JBoss AS 5/6 stacks, in ms. */
	private static final String NAKACK_SCHEDULE = "300,600,1200,2400,4800";
	private static final String UNICAST_SCHEDULE = "300,600,1200,2400,3600";
	/** The largest UDP payload, less room for JGroups' headers. */
	private static final long DATAGRAM_PAYLOAD = 65_000;

	private JGroupsProtocolRules() {
	}

	static List<Rule> rules() {
		return List.of(pingTimeout(), mergeInterval(), failureDetection(), verifySuspect(),
				retransmission("jgroups.default.nakack.retransmit_timeout", "pbcast.NAKACK", "retransmit_timeout",
						NAKACK_SCHEDULE, "lost multicast messages"),
				retransmission("jgroups.default.unicast.timeout", "UNICAST", "timeout", UNICAST_SCHEDULE,
						"lost unicast messages"),
				joinTimeout(), fragmentSize(), maxCredits(), minThreshold());
	}

	private static Rule.Builder jgroups(String id) {
		return Rule.builder(id).appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE);
	}

	private static Fix setAttribute(XmlElement protocol, String attribute, String value) {
		return Fix.onElement(protocol, "set " + attribute + " to " + value, e -> e.setAttribute(attribute, value));
	}

	/** A finding on each {@code protocol} whose numeric {@code attribute} is written and below {@code min}. */
	private static void below(XmlElement root, Reporter report, String protocol, String attribute, long min,
			String fixed) {
		for (XmlElement p : JGroupsRules.protocols(root, protocol)) {
			OptionalLong v = ConfigValues.number(p.attribute(attribute));
			if (v.isPresent() && v.getAsLong() < min) {
				report.at(p, JGroupsRules.where(p) + ": " + attribute + " " + v.getAsLong(),
						setAttribute(p, attribute, fixed));
			}
		}
	}

	static Rule pingTimeout() {
		return jgroups("jgroups.default.ping.timeout").severity(Severity.INFO)
				.advice("Set PING's timeout back to about 2000 ms.")
				.message("discovery gives up quickly")
				.rationale("PING's timeout is how long a starting node waits for the members to answer (2000 ms in "
						+ "the stock stacks). Under a second, nodes that start together, or a busy coordinator that "
						+ "answers late, make a node believe it is alone: it forms its own cluster, which MERGE2 only "
						+ "joins back minutes later.")
				.check((ctx, report) -> below(ctx.root(), report, "PING", "timeout", 1000, "2000")).build();
	}

	static Rule mergeInterval() {
		return jgroups("jgroups.default.merge2.max_interval").severity(Severity.INFO)
				.advice("Use min_interval 20000 and max_interval 100000 (the stock values).")
				.message("split clusters are merged late")
				.rationale("MERGE2 looks for separate subgroups at a random time between min_interval and "
						+ "max_interval (20 s and 100 s in the stock stacks). After a network hiccup or a long GC "
						+ "pause the partitions run on their own, with diverging session and cache data, until it "
						+ "does; more than five minutes, or a minimum not below the maximum, leaves them apart long.")
				.check((ctx, report) -> {
					for (XmlElement merge : JGroupsRules.protocols(ctx.root(), "MERGE2")) {
						OptionalLong max = ConfigValues.number(merge.attribute("max_interval"));
						OptionalLong min = ConfigValues.number(merge.attribute("min_interval"));
						boolean late = max.isPresent() && max.getAsLong() > 300_000;
						boolean inverted = max.isPresent() && min.isPresent() && min.getAsLong() >= max.getAsLong();
						if (late || inverted) {
							report.at(merge, JGroupsRules.where(merge) + ": min_interval "
									+ (min.isPresent() ? min.getAsLong() : "?") + " ms, max_interval "
									+ max.getAsLong() + " ms", Fix.onElement(merge,
											"set min_interval to 20000 and max_interval to 100000", e -> {
												e.setAttribute("min_interval", "20000");
												e.setAttribute("max_interval", "100000");
											}));
						}
					}
				}).build();
	}

	static Rule failureDetection() {
		return jgroups("jgroups.default.fd.timeout").severity(Severity.WARNING)
				.advice("Make timeout x max_tries at least 10 s (stock: 6000 ms x 5), longer than the longest GC pause.")
				.message("members are suspected after a short silence")
				.rationale("FD suspects a member that has not answered its heartbeat for timeout x max_tries "
						+ "(6000 ms x 5 in the stock stacks). Below 10 s, a full collection or a busy moment is "
						+ "enough to throw a healthy node out of the cluster, which then rebalances its sessions and "
						+ "cache data and merges it back: more load, and a risk of lost state.")
				.check((ctx, report) -> {
					for (XmlElement fd : JGroupsRules.protocols(ctx.root(), "FD")) {
						OptionalLong timeout = ConfigValues.number(fd.attribute("timeout"));
						long tries = ConfigValues.number(fd.attribute("max_tries")).orElse(3);
						if (timeout.isPresent() && timeout.getAsLong() * tries < 10_000) {
							report.at(fd, JGroupsRules.where(fd) + ": " + timeout.getAsLong() + " ms x " + tries,
									Fix.onElement(fd, "set timeout to 6000 and max_tries to 5", e -> {
										e.setAttribute("timeout", "6000");
										e.setAttribute("max_tries", "5");
									}));
						}
					}
				}).build();
	}

	static Rule verifySuspect() {
		return jgroups("jgroups.default.verify_suspect.timeout").severity(Severity.INFO)
				.advice("Set VERIFY_SUSPECT's timeout back to about 1500 ms.")
				.message("a suspected member is excluded without a real check")
				.rationale("VERIFY_SUSPECT pings a member FD suspects and waits timeout ms (1500 in the stock "
						+ "stacks) for it to answer before it is excluded. A very short check excludes members that "
						+ "are only slow for a moment.")
				.check((ctx, report) -> below(ctx.root(), report, "VERIFY_SUSPECT", "timeout", 500, "1500")).build();
	}

	private static Rule retransmission(String id, String protocol, String attribute, String stock, String what) {
		return jgroups(id).severity(Severity.INFO).message("retransmission asked for very early")
				.advice("Start the retransmission schedule at 300 ms or more (stock: " + stock + ").")
				.rationale(protocol + " asks again for " + what + " after the delays of its " + attribute
						+ " schedule (" + stock + " ms in the stock stacks; 50 ms first for the JBoss Messaging "
						+ "control stack). A first delay "
						+ "under 50 ms asks for messages that are only late, not lost: under load the cluster fills the "
						+ "network with retransmissions of messages that would have arrived anyway.")
				.check((ctx, report) -> {
					for (XmlElement p : JGroupsRules.protocols(ctx.root(), protocol)) {
						String schedule = p.attribute(attribute).orElse("");
						OptionalLong first = ConfigValues.number(schedule.split(",")[0].trim());
						if (first.isPresent() && first.getAsLong() < 50) {
							report.at(p, JGroupsRules.where(p) + ": " + attribute + " " + schedule,
									setAttribute(p, attribute, stock));
						}
					}
				}).build();
	}

	static Rule joinTimeout() {
		return jgroups("jgroups.default.gms.join_timeout").severity(Severity.INFO)
				.advice("Set GMS join_timeout back to about 3000 ms.")
				.message("a joining node waits briefly for the coordinator")
				.rationale("GMS's join_timeout is how long a node waits for the coordinator to admit it (3000 ms "
						+ "in the stock stacks) before it tries again. A coordinator busy with a state transfer or a "
						+ "collection takes longer than a second; the joiner then retries over and over, or starts a "
						+ "cluster of its own.")
				.check((ctx, report) -> below(ctx.root(), report, "pbcast.GMS", "join_timeout", 1000, "3000")).build();
	}

	static Rule fragmentSize() {
		return jgroups("jgroups.default.frag2.frag_size").severity(Severity.WARNING)
				.advice("Keep frag_size at 60000 bytes or below, and below the transport's max_bundle_size.")
				.message("message fragments larger than a datagram")
				.rationale("FRAG2 cuts large messages into fragments of frag_size bytes (60000 in the stock stacks) "
						+ "so each fits the transport's largest packet. A fragment above 65000 bytes, or above the "
						+ "transport's max_bundle_size, no longer fits a UDP datagram with its headers: the send "
						+ "fails or the message is dropped.")
				.check((ctx, report) -> {
					for (XmlElement frag : JGroupsRules.protocols(ctx.root(), "FRAG2|FRAG")) {
						OptionalLong size = ConfigValues.number(frag.attribute("frag_size"));
						long limit = DATAGRAM_PAYLOAD;
						for (XmlElement t : JGroupsRules.protocols(frag.parent(), "UDP")) {
							limit = Math.min(limit, ConfigValues.number(t.attribute("max_bundle_size")).orElse(limit));
						}
						if (size.isPresent() && size.getAsLong() > limit) {
							report.at(frag, JGroupsRules.where(frag) + ": frag_size " + size.getAsLong() + " > "
									+ limit, setAttribute(frag, "frag_size", "60000"));
						}
					}
				}).build();
	}

	static Rule maxCredits() {
		return jgroups("jgroups.fc.max_credits").severity(Severity.INFO)
				.advice("Set FC max_credits back to about 2000000 bytes.")
				.message("flow control lets a sender run far ahead")
				.rationale("FC's max_credits is how many bytes a sender may send to a member before it waits for "
						+ "that member to catch up (2000000 in the stock stacks). Every receiver may have to buffer "
						+ "that much per sender in its heap; beyond 10 MB a slow node collects tens of megabytes of "
						+ "unprocessed messages and its collections grow with them.")
				.check((ctx, report) -> {
					for (XmlElement fc : JGroupsRules.protocols(ctx.root(), "FC")) {
						OptionalLong credits = ConfigValues.number(fc.attribute("max_credits"));
						if (credits.isPresent() && credits.getAsLong() > 10_000_000) {
							report.at(fc, JGroupsRules.where(fc) + ": max_credits " + credits.getAsLong(),
									setAttribute(fc, "max_credits", "2000000"));
						}
					}
				}).build();
	}

	static Rule minThreshold() {
		return jgroups("jgroups.fc.min_threshold").severity(Severity.INFO)
				.advice("Set FC min_threshold back to 0.10.")
				.message("credits are replenished at an odd threshold")
				.rationale("A receiver sends new credits once the sender's have fallen to min_threshold of "
						+ "max_credits (0.10 in the stock stacks). At half or more, credit messages flow almost "
						+ "constantly; at zero or below, the sender blocks before any are sent.")
				.check((ctx, report) -> {
					for (XmlElement fc : JGroupsRules.protocols(ctx.root(), "FC")) {
						String raw = fc.attribute("min_threshold").orElse("");
						try {
							double t = Double.parseDouble(raw.trim());
							if (t <= 0 || t >= 0.5) {
								report.at(fc, JGroupsRules.where(fc) + ": min_threshold " + raw,
										setAttribute(fc, "min_threshold", "0.10"));
							}
						} catch (NumberFormatException e) {
							// absent or a ${property}: the value is only known at run time
						}
					}
				}).build();
	}
}
