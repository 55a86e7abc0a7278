package dyno.jboss.rules.internal.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Predicate;

import org.eclipse.emf.ecore.EObject;

import dyno.jboss.FileKind;
import dyno.jboss.doc.XmlElement;
import dyno.jboss.rules.Fix;
import dyno.jboss.rules.Reporter;
import dyno.jboss.rules.Rule;
import dyno.jboss.rules.RuleContext;
import dyno.jboss.rules.Severity;

/**
 * HornetQ (JBoss AS 6): the journal, persistence and security switches of hornetq-configuration.xml (read from the
 * typed model) and the settings the model does not hold (paging and large-message folders, flush on sync, Netty
 * transport parameters, from the XML), the connection factories of hornetq-jms.xml, and message batching on
 * WildFly's messaging-activemq transports. Part of {@link MessagingRules}.
 */
final class HornetQRules {

	private static final long MB = 1024 * 1024;

	private HornetQRules() {
	}

	static List<Rule> rules() {
		return List.of(journalDirectory(), pagingDirectory(), journalMinFiles(), journalFileSize(), journalType(),
				flushOnSync(), persistence(), security(), tcpNoDelay(),
				socketBuffer("hq.tcp_send_buffer", "tcp-send-buffer-size", "send"),
				socketBuffer("hq.tcp_receive_buffer", "tcp-receive-buffer-size", "receive"), batchDelay(),
				throughputFactory());
	}

	private static Rule.Builder rule(String id, Severity severity, String message, String rationale) {
		return Rule.builder(id).appliesTo(FileKind.HORNETQ_CONFIGURATION).severity(severity).message(message)
				.rationale(rationale);
	}

	private static Optional<XmlElement> setting(XmlElement root, String name) {
		return root.child(name);
	}

	/** The folder a directory setting lives in, as written (property references left in place). */
	private static String parentOf(String dir) {
		String d = dir.strip().replace('\\', '/');
		int slash = d.lastIndexOf('/');
		return slash <= 0 ? d : d.substring(0, slash);
	}

	static Rule journalDirectory() {
		return rule("hq.journal_directory", Severity.WARNING, "journal on the server's data disk",
				"The journal is written sequentially; it is fastest on a physical disk of its own, away from "
						+ "paging, large messages, transaction logs and the database, so the disk head does not seek "
						+ "between them. Under ${jboss.server.data.dir} it shares the disk with all of those.")
				.check((ctx, report) -> {
					EObject config = ctx.model().root();
					ModelValues.raw(ctx, config, "journalDirectory")
							.filter(d -> d.strip().startsWith("${jboss.server.data.dir}"))
							.ifPresent(d -> report.atLine(ModelValues.line(ctx, config, "journalDirectory"), d.strip()));
				}).build();
	}

	static Rule pagingDirectory() {
		return rule("hq.paging_directory", Severity.INFO, "paging next to the journal",
				"When an address exceeds its memory limit its messages page to disk; keep the paging and large "
						+ "message directories on another volume than the journal so paging does not slow down "
						+ "persistent sends.")
				.check((ctx, report) -> {
					Optional<XmlElement> journal = setting(ctx.root(), "journal-directory");
					if (journal.isEmpty()) {
						return;
					}
					String journalParent = parentOf(journal.get().text());
					for (String name : List.of("paging-directory", "large-messages-directory")) {
						setting(ctx.root(), name).filter(d -> parentOf(d.text()).equals(journalParent))
								.ifPresent(d -> report.at(d, name + " in " + journalParent));
					}
				}).build();
	}

	static Rule journalMinFiles() {
		return rule("hq.journal_min_files", Severity.INFO, "few journal files pre-created",
				"When the journal keeps creating new files under persistent load, more pre-created files are "
						+ "reused instead; the reference default is 10 (JBoss AS 6 ships 2 for a faster first boot).")
				.check((ctx, report) -> {
					EObject config = ctx.model().root();
					Optional<Long> n = ModelValues.number(config, "journalMinFiles");
					if (n.isPresent() && n.get() < 10) {
						report.atLine(ModelValues.line(ctx, config, "journalMinFiles"), Long.toString(n.get()),
								Fix.onModel(ctx, config, "journalMinFiles", 10));
					}
				}).build();
	}

	static Rule journalFileSize() {
		return rule("hq.journal_file_size", Severity.INFO, "small journal files",
				"Small journal files fill and roll over often; the reference default of 10 MB suits most disks "
						+ "(JBoss AS 6 ships 1 MB for a faster first boot).")
				.check((ctx, report) -> {
					EObject config = ctx.model().root();
					Optional<Long> n = ModelValues.number(config, "journalFileSize");
					long usual = ModelValues.defaultNumber(config, "journalFileSize").orElse(10 * MB);
					if (n.isPresent() && n.get() < usual) {
						report.atLine(ModelValues.line(ctx, config, "journalFileSize"), n.get() + " bytes",
								Fix.onModel(ctx, config, "journalFileSize", usual));
					}
				}).build();
	}

	static Rule journalType() {
		return rule("hq.journal_type", Severity.WARNING, "journal written with Java NIO",
				"On Linux the ASYNCIO journal (with libaio installed) gives the best persistent throughput under "
						+ "concurrency; installing libaio took the reference case from 1,968 to 2,340 msg/s. NIO is "
						+ "the portable fallback for other systems.")
				.check((ctx, report) -> flagged(ctx, report, "journalType", v -> v.equalsIgnoreCase("NIO"))).build();
	}

	static Rule flushOnSync() {
		return rule("hq.journal_aio_flush_on_sync", Severity.INFO, "journal flushes at every sync",
				"With many producers, leaving journal-aio-flush-on-sync false lets HornetQ merge their writes into "
						+ "fewer system calls; true only pays off with a few producers.")
				.check((ctx, report) -> setting(ctx.root(), "journal-aio-flush-on-sync")
						.filter(e -> ConfigValues.isTrue(Optional.of(e.text())))
						.ifPresent(e -> report.at(e, null)))
				.build();
	}

	static Rule persistence() {
		return rule("hq.persistence_enabled", Severity.INFO, "message persistence switched off",
				"Without persistence no message survives a crash; that is right only when every message may be "
						+ "lost. Where only some may, keep persistence and send those as NON_PERSISTENT: that alone "
						+ "took the reference case from 211 to 1,968 msg/s.")
				.check((ctx, report) -> flagged(ctx, report, "persistenceEnabled", "false"::equals)).build();
	}

	static Rule security() {
		return rule("hq.security_enabled", Severity.INFO, "messaging security checks switched off",
				"security-enabled=false saves a little per message but lets anyone who reaches the server send and "
						+ "consume; only acceptable on a closed, trusted network.")
				.check((ctx, report) -> flagged(ctx, report, "securityEnabled", "false"::equals)).build();
	}

	/** A finding at a top-level setting of the typed model whose value (as text) passes {@code test}. */
	private static void flagged(RuleContext ctx, Reporter report, String attribute, Predicate<String> test) {
		EObject config = ctx.model().root();
		ModelValues.text(config, attribute).filter(test)
				.ifPresent(v -> report.atLine(ModelValues.line(ctx, config, attribute), null));
	}

	/** The Netty connectors and acceptors (not in-vm) of a HornetQ configuration. */
	static List<XmlElement> nettyTransports(XmlElement root) {
		List<XmlElement> all = new ArrayList<>(root.select("connectors/connector"));
		all.addAll(root.select("acceptors/acceptor"));
		return all.stream()
				.filter(t -> t.child("factory-class").map(XmlElement::text).orElse("").contains(".netty."))
				.toList();
	}

	/** A transport's {@code <param key="…" value="…"/>}; HornetQ versions spell some keys differently. */
	static Optional<String> param(XmlElement transport, String... keys) {
		for (XmlElement p : transport.children("param")) {
			String key = p.attribute("key").or(() -> p.attribute("name")).orElse("").replace("hornetq.remoting.netty.", "");
			for (String k : keys) {
				if (key.equalsIgnoreCase(k) || key.replace("-", "").equalsIgnoreCase(k.replace("-", ""))) {
					return p.attribute("value");
				}
			}
		}
		return Optional.empty();
	}

	private static String label(XmlElement transport) {
		return transport.localName() + " " + transport.attribute("name").orElse("?");
	}

	static Rule tcpNoDelay() {
		return rule("hq.tcp_nodelay", Severity.INFO, "Nagle's algorithm delays JMS packets",
				"tcp-no-delay=false lets TCP hold small packets back to coalesce them; JMS messages are far bigger "
						+ "than the packets Nagle helps with. Turning it off (true) took the reference case from "
						+ "2,340 to 2,605 msg/s.")
				.check((ctx, report) -> {
					for (XmlElement t : nettyTransports(ctx.root())) {
						if (ConfigValues.isFalse(param(t, "tcp-no-delay", "tcpnodelay"))) {
							report.at(t, label(t));
						}
					}
				}).build();
	}

	static Rule socketBuffer(String id, String key, String direction) {
		return rule(id, Severity.INFO, "socket " + direction + " buffer at the 32 KB default",
				"Size the TCP " + direction + " buffer of the Netty acceptors to about bandwidth x round-trip time "
						+ "(iperf and ping give both) and raise the OS socket limits too: in the reference test a "
						+ "256 KB buffer gained nothing until the kernel limits were raised.")
				.check((ctx, report) -> {
					for (XmlElement t : nettyTransports(ctx.root())) {
						OptionalLong bytes = ConfigValues.number(param(t, key, key.replace("-", "")));
						if (t.localName().equals("acceptor") && bytes.orElse(32768) <= 32768) {
							report.at(t, label(t));
						}
					}
				}).build();
	}

	private static void batchDelays(List<XmlElement> transports, Reporter report) {
		for (XmlElement t : transports) {
			OptionalLong ms = ConfigValues.number(param(t, "batch-delay"));
			if (ms.isPresent() && ms.getAsLong() > 0) {
				report.at(t, label(t) + ": " + ms.getAsLong() + " ms");
			}
		}
	}

	static Rule batchDelay() {
		return Rule.builder("hq.batch_delay")
				.appliesTo(FileKind.HORNETQ_CONFIGURATION, FileKind.WILDFLY_STANDALONE, FileKind.WILDFLY_DOMAIN)
				.severity(Severity.INFO).message("transport batches writes")
				.rationale("batch-delay holds writes for up to that many milliseconds to send them together: more "
						+ "throughput for very small messages, but every message waits. Use such a transport only "
						+ "for latency-tolerant producers (the stock 'throughput' connectors).")
				.check((ctx, report) -> {
					if (ctx.file().kind() == FileKind.HORNETQ_CONFIGURATION) {
						batchDelays(nettyTransports(ctx.root()), report);
					}
					for (XmlElement s : Subsystems.named(ctx.root(), "messaging-activemq")) {
						batchDelays(s.select("server/http-connector|http-acceptor|remote-connector|remote-acceptor"), report);
					}
				}).build();
	}

	static Rule throughputFactory() {
		return Rule.builder("hq.netty_throughput_cf").appliesTo(FileKind.HORNETQ_JMS).severity(Severity.INFO)
				.message("no connection factory on the throughput transport")
				.rationale("For the best throughput with small messages, clients should use a connection factory on "
						+ "the preconfigured netty-throughput connector (ThroughputConnectionFactory in the stock "
						+ "file), which batches writes.")
				.check((ctx, report) -> {
					boolean any = ctx.root().select("connection-factory/connectors/connector-ref").stream()
							.anyMatch(r -> r.attribute("connector-name").orElse("").toLowerCase(Locale.ROOT)
									.contains("throughput"));
					if (!any) {
						report.at(ctx.root(), null);
					}
				}).build();
	}
}
