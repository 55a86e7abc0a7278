package dyno.jboss.rules.internal.catalog;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;

import dyno.jboss.FileKind;
import dyno.jboss.doc.JvmFlag;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * JGroups protocol stacks: the channel factory's stacks file of JBoss AS 5/6 and the inline {@code <config>} of the
 * AS 4.x cluster services (a protocol is found at any depth by its element name). Part of {@link ClusterRules}.
 */
final class JGroupsRules {

	private JGroupsRules() {
	}

	static List<Rule> rules() {
		return List.of(
				minimum("jgroups.udp.ucast_recv_buf_size", "ucast_recv_buf_size", 20_000_000, Severity.WARNING,
						"small unicast receive buffer",
						"An undersized UDP receive buffer drops packets under load and the cluster spends its time "
								+ "retransmitting; the stock stacks use 20 MB. Raise the OS limit "
								+ "(net.core.rmem_max) as well, or the value is silently capped."),
				minimum("jgroups.udp.mcast_recv_buf_size", "mcast_recv_buf_size", 25_000_000, Severity.WARNING,
						"small multicast receive buffer",
						"Bursts of multicast (a thousand 1 KB replication messages) overflow a small receive buffer and "
								+ "force retransmissions; the stock stacks use 25 MB. Raise the OS limit "
								+ "(net.core.rmem_max) to match."),
				minimum("jgroups.udp.ucast_send_buf_size", "ucast_send_buf_size", 640_000, Severity.INFO,
						"small unicast send buffer",
						"Buddy replication travels as UDP unicast; size the send buffer with the receive buffers and "
								+ "the OS limit (the stock stacks use 640000 bytes)."),
				minimum("jgroups.udp.mcast_send_buf_size", "mcast_send_buf_size", 640_000, Severity.INFO,
						"small multicast send buffer",
						"Total replication multicasts every change; size the send buffer with the receive buffers "
								+ "and the OS limit (the stock stacks use 640000 bytes)."),
				bundling(), maxBundleSize(), maxBundleTimeout(), flowControlForSync(), ignoreSynchronousResponse(),
				stableGossip(), stableMaxBytes(), tcpInitialHosts(), tcpStackChosen());
	}

	/** The stack a protocol element belongs to ("" for an AS 4.x inline config). */
	static String stackName(XmlElement protocol) {
		for (XmlElement e = protocol.parent(); e != null; e = e.parent()) {
			if (e.localName().equals("stack")) {
				return e.attribute("name").orElse("");
			}
		}
		return "";
	}

	static String where(XmlElement protocol) {
		String stack = stackName(protocol);
		return protocol.localName() + (stack.isEmpty() ? "" : " of stack " + stack);
	}

	static List<XmlElement> protocols(XmlElement root, String name) {
		return root.select("//" + name);
	}

	/** The transports (UDP and TCP) of every stack. */
	static List<XmlElement> transports(XmlElement root) {
		return root.select("//UDP|TCP");
	}

	private static Rule minimum(String id, String attribute, long min, Severity severity, String message,
			String rationale) {
		return Rule.builder(id).appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE).severity(severity).message(message)
				.rationale(rationale).check((ctx, report) -> {
					for (XmlElement udp : protocols(ctx.root(), "UDP")) {
						OptionalLong v = ConfigValues.number(udp.attribute(attribute));
						if (v.isPresent() && v.getAsLong() < min) {
							String value = Long.toString(min);
							report.at(udp, where(udp) + ": " + attribute + " " + v.getAsLong(), Fix.onElement(udp,
									"set " + attribute + " to " + value, e -> e.setAttribute(attribute, value)));
						}
					}
				}).build();
	}

	private static boolean bundles(XmlElement transport) {
		return ConfigValues.isTrue(transport.attribute("enable_bundling"));
	}

	private static boolean asyncStack(String name) {
		return name.toLowerCase(Locale.ROOT).contains("async");
	}

	private static boolean syncStack(String name) {
		return !asyncStack(name) && name.toLowerCase(Locale.ROOT).contains("sync");
	}

	static Rule bundling() {
		return Rule.builder("jgroups.udp.enable_bundling").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("message bundling does not match the stack's use")
				.rationale("Bundling gathers small messages into one packet: good for high-volume asynchronous "
						+ "replication (REPL_ASYNC caches), but it delays synchronous RPCs (REPL_SYNC) by up to "
						+ "max_bundle_timeout each. A stack meant for asynchronous traffic should bundle; one meant "
						+ "for synchronous calls should not.")
				.check((ctx, report) -> {
					for (XmlElement t : transports(ctx.root())) {
						String stack = stackName(t);
						if (asyncStack(stack) && !bundles(t)) {
							report.at(t, where(t) + " does not bundle", Fix.onElement(t, "set enable_bundling to true",
									e -> e.setAttribute("enable_bundling", "true")));
						} else if (syncStack(stack) && bundles(t)) {
							report.at(t, where(t) + " bundles synchronous calls", Fix.onElement(t,
									"set enable_bundling to false", e -> e.setAttribute("enable_bundling", "false")));
						}
					}
				}).build();
	}

	private static void bundlingLimit(XmlElement root, Reporter report, String attribute, long max, String unit) {
		for (XmlElement t : transports(root)) {
			OptionalLong v = ConfigValues.number(t.attribute(attribute));
			if (bundles(t) && v.isPresent() && v.getAsLong() > max) {
				report.at(t, where(t) + ": " + attribute + " " + v.getAsLong() + unit);
			}
		}
	}

	static Rule maxBundleSize() {
		return Rule.builder("jgroups.udp.max_bundle_size").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("bundles larger than a datagram")
				.rationale("max_bundle_size is the byte count at which a bundle is sent; above 64000 it no longer "
						+ "fits one UDP datagram (at most 65507 bytes of payload) together with its headers.")
				.check((ctx, report) -> bundlingLimit(ctx.root(), report, "max_bundle_size", 64_000, " bytes"))
				.build();
	}

	static Rule maxBundleTimeout() {
		return Rule.builder("jgroups.udp.max_bundle_timeout").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("bundled messages wait long")
				.rationale("max_bundle_timeout is the longest a message waits for its bundle to fill, i.e. the "
						+ "latency bundling may add to each message; the stock value is 30 ms.")
				.check((ctx, report) -> bundlingLimit(ctx.root(), report, "max_bundle_timeout", 30, " ms")).build();
	}

	static Rule flowControlForSync() {
		return Rule.builder("jgroups.fc.remove_for_sync").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("flow control in a stack for synchronous calls")
				.rationale("Synchronous group RPCs already wait for every member; with FC on top, one slow member "
						+ "throttles every sender. Stacks that only carry REPL_SYNC / INVALIDATION_SYNC traffic "
						+ "(the stock udp-sync and tcp-sync) leave FC out.")
				.check((ctx, report) -> {
					for (XmlElement fc : protocols(ctx.root(), "FC")) {
						if (syncStack(stackName(fc))) {
							report.at(fc, where(fc), Fix.onElement(fc, "remove FC from the stack", XmlElement::remove));
						}
					}
				}).build();
	}

	static Rule ignoreSynchronousResponse() {
		return Rule.builder("jgroups.fc.ignore_synchronous_response").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("responses wait for flow-control credits")
				.rationale("ignore_synchronous_response=true lets the threads that carry responses back pass flow "
						+ "control without waiting for credits; false can stall RPCs behind their own replies.")
				.check((ctx, report) -> {
					for (XmlElement fc : protocols(ctx.root(), "FC")) {
						if (ConfigValues.isFalse(fc.attribute("ignore_synchronous_response"))) {
							report.at(fc, where(fc), Fix.onElement(fc, "set ignore_synchronous_response to true",
									e -> e.setAttribute("ignore_synchronous_response", "true")));
						}
					}
				}).build();
	}

	static Rule stableGossip() {
		return Rule.builder("jgroups.stable.desired_avg_gossip").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("message garbage collection switched off")
				.rationale("STABLE's gossip rounds free the messages every member has seen; desired_avg_gossip=0 "
						+ "stops the timer-driven rounds and retransmission buffers keep growing in the heap. The "
						+ "stock stacks use 50000 ms.")
				.check((ctx, report) -> {
					for (XmlElement stable : protocols(ctx.root(), "pbcast.STABLE")) {
						OptionalLong ms = ConfigValues.number(stable.attribute("desired_avg_gossip"));
						if (ms.isPresent() && ms.getAsLong() <= 0) {
							report.at(stable, where(stable), Fix.onElement(stable, "set desired_avg_gossip to 50000",
									e -> e.setAttribute("desired_avg_gossip", "50000")));
						}
					}
				}).build();
	}

	static Rule stableMaxBytes() {
		return Rule.builder("jgroups.stable.max_bytes").appliesTo(FileKind.JGROUPS_STACKS, FileKind.JBOSS_SERVICE)
				.severity(Severity.INFO).message("message garbage collection only on the timer")
				.rationale("With max_bytes set (stock: 400000), a stability round also runs once that much data "
						+ "has been received, so busy clusters do not hold a timer period's worth of messages.")
				.check((ctx, report) -> {
					for (XmlElement stable : protocols(ctx.root(), "pbcast.STABLE")) {
						if (ConfigValues.number(stable.attribute("max_bytes")).orElse(0) <= 0) {
							report.at(stable, where(stable), Fix.onElement(stable, "set max_bytes to 400000",
									e -> e.setAttribute("max_bytes", "400000")));
						}
					}
				}).build();
	}

	/** The -Djboss.default.jgroups.stack flag when it picks a TCP stack (tcp, tcp-sync). */
	private static Optional<JvmFlag> tcpStack(RuleContext ctx) {
		return ctx.javaOpts().flag("-Djboss.default.jgroups.stack")
				.filter(f -> f.value() != null && f.value().strip().toLowerCase(Locale.ROOT).startsWith("tcp"));
	}

	static Rule tcpInitialHosts() {
		return Rule.builder("jgroups.tcpping.initial_hosts").appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT)
				.severity(Severity.WARNING).message("TCP cluster stack without its member list")
				.rationale("-Djboss.default.jgroups.stack=tcp replaces multicast discovery with TCPPING, which only "
						+ "finds the hosts listed in -Djgroups.tcpping.initial_hosts=host1[7600],host2[7600]; the "
						+ "stock default lists localhost only, so the nodes never see each other.")
				.check((ctx, report) -> tcpStack(ctx).filter(f -> !ctx.javaOpts().has("-Djgroups.tcpping.initial_hosts"))
						.ifPresent((JvmFlag f) -> report.atLine(f.line(), f.text())))
				.build();
	}

	static Rule tcpStackChosen() {
		return Rule.builder("jgroups.stack.select").appliesTo(FileKind.RUN_CONF, FileKind.RUN_CONF_BAT)
				.advice("Keep the default udp stack where multicast works; use tcp (with jgroups.tcpping.initial_hosts) "
						+ "only where it does not.")
				.severity(Severity.INFO).message("the cluster runs on the TCP stack")
				.rationale("-Djboss.default.jgroups.stack=tcp makes every cluster service unicast each message to "
						+ "every other node, because TCP has no multicast: the cost grows with the cluster. It is the "
						+ "way out when the network does not route multicast; where it does, the default udp stack "
						+ "scales better.")
				.check((ctx, report) -> tcpStack(ctx).ifPresent((JvmFlag f) -> report.atLine(f.line(), f.text(),
								Fix.removeJavaOpt("-Djboss.default.jgroups.stack"))))
				.build();
	}
}
