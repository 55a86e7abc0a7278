package dyno.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Makes a WildFly's runtime numbers move: a deployment whose page takes a connection from the datasource every
 * WildFly has ({@code java:jboss/datasources/ExampleDS}) and holds it a while, so its pool and Undertow's task
 * threads are busy while requests come, and a few plain HTTP client threads that keep requesting it.
 * <p>
 * {@link #prepare} puts the deployment into a copy of a WildFly home and switches the statistics of datasources,
 * Undertow, transactions and EJBs on (the shipped configurations read {@code wildfly.statistics-enabled}), by
 * {@code bin/standalone.conf}, as an administrator would. The page is a JSP, which WildFly compiles itself: no
 * compiler and no servlet API are needed here. Run as a program it prepares a home or loads a server, for the demo
 * (see {@link #main}).
 */
public final class WildFlyPoolLoad implements AutoCloseable {

	/** The deployment's name; its page is {@code /dyno-pool/hold.jsp?ms=N}. */
	public static final String WAR = "dyno-pool.war";
	public static final String PATH = "/dyno-pool/hold.jsp";
	/** The datasource the page uses, as WildFly's management model names its pool. */
	public static final String DATASOURCE = "ExampleDS";

	private static final String PAGE = """
			<%@ page import="java.sql.Connection,javax.naming.InitialContext,javax.sql.DataSource" %><%
			DataSource ds = (DataSource) new InitialContext().lookup("java:jboss/datasources/ExampleDS");
			String wanted = request.getParameter("ms");
			long ms = wanted == null ? 200 : Math.min(10_000, Long.parseLong(wanted));
			try (Connection c = ds.getConnection()) {
				Thread.sleep(ms);
			}
			%>held a connection of ExampleDS for <%= ms %> ms
			""";

	private final List<Thread> clients = new ArrayList<>();
	private final AtomicLong answered = new AtomicLong();
	private final AtomicLong failed = new AtomicLong();
	private volatile boolean running = true;
	private volatile String lastFailure = "";

	private WildFlyPoolLoad() {
	}

	/**
	 * {@code HOME}: prepares that WildFly home. {@code --load PORT [THREADS]}: requests the page of the server on
	 * 127.0.0.1:PORT until standard input closes (the demo's pipe), after printing {@code ready}.
	 */
	public static void main(String[] args) throws IOException, InterruptedException {
		if (args.length == 1) {
			prepare(Path.of(args[0]));
		} else if (args.length >= 2 && args[0].equals("--load")) {
			int threads = args.length > 2 ? Integer.parseInt(args[2]) : 4;
			try (WildFlyPoolLoad load = start(Integer.parseInt(args[1]), threads, Duration.ofMillis(300))) {
				System.out.println("ready");
				System.in.transferTo(OutputStream.nullOutputStream());
			}
		} else {
			System.err.println("usage: WildFlyPoolLoad WILDFLY_HOME | --load HTTP_PORT [THREADS]");
			System.exit(2);
		}
	}

	/**
	 * Deploys the page into the standalone server of {@code home} (a copy: this changes it) and switches its
	 * statistics on for the next start. Doing it twice changes nothing more.
	 */
	public static void prepare(Path home) throws IOException {
		Path deployments = home.resolve("standalone/deployments");
		try (OutputStream out = Files.newOutputStream(deployments.resolve(WAR));
				ZipOutputStream war = new ZipOutputStream(out)) {
			war.putNextEntry(new ZipEntry("hold.jsp"));
			war.write(PAGE.getBytes(StandardCharsets.UTF_8));
			war.closeEntry();
		}
		Path conf = home.resolve("bin/standalone.conf");
		String statistics = "-Dwildfly.statistics-enabled=true";
		if (!Files.readString(conf).contains(statistics)) {
			Files.writeString(conf, "\n# Dyno's runtime sample: statistics of datasources, Undertow, transactions, EJBs\n"
					+ "JAVA_OPTS=\"$JAVA_OPTS " + statistics + "\"\n", StandardOpenOption.APPEND);
		}
	}

	/**
	 * Starts {@code threads} clients that request the page one after the other, each holding a pooled connection
	 * {@code hold} long, against the server whose HTTP port is {@code httpPort} on 127.0.0.1.
	 */
	public static WildFlyPoolLoad start(int httpPort, int threads, Duration hold) {
		WildFlyPoolLoad load = new WildFlyPoolLoad();
		URI page = URI.create("http://127.0.0.1:" + httpPort + PATH + "?ms=" + hold.toMillis());
		HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
		for (int i = 0; i < threads; i++) {
			Thread t = new Thread(() -> load.request(http, page), "dyno-pool-load-" + i);
			t.setDaemon(true);
			load.clients.add(t);
			t.start();
		}
		return load;
	}

	private void request(HttpClient http, URI page) {
		HttpRequest get = HttpRequest.newBuilder(page).timeout(Duration.ofSeconds(30)).build();
		while (running) {
			try {
				HttpResponse<InputStream> r = http.send(get, HttpResponse.BodyHandlers.ofInputStream());
				try (InputStream body = r.body()) {
					body.readAllBytes();
				}
				if (r.statusCode() == 200) {
					answered.incrementAndGet();
				} else {
					fail("HTTP " + r.statusCode());
				}
			} catch (IOException e) {
				fail(e.toString());
			} catch (InterruptedException e) {
				return;
			}
		}
	}

	/** A failure (the deployment not there yet, a server still booting) is counted, and the client goes on soon. */
	private void fail(String why) {
		failed.incrementAndGet();
		lastFailure = why;
		try {
			Thread.sleep(100);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			running = false;
		}
	}

	/** Requests answered with 200 so far. */
	public long answered() {
		return answered.get();
	}

	/** What the clients saw so far, for a failure message. */
	public String describe() {
		return answered.get() + " answered, " + failed.get() + " failed" + (lastFailure.isEmpty() ? "" : " (last: "
				+ lastFailure + ")");
	}

	@Override
	public void close() throws InterruptedException {
		running = false;
		for (Thread t : clients) {
			t.interrupt();
		}
		for (Thread t : clients) {
			t.join(5000);
		}
	}
}
