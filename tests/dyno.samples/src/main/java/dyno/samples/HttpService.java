package dyno.samples;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A small HTTP service to put load on: a plain JDK HttpServer on 127.0.0.1 and an ephemeral port, printed as
 * {@code port <n>} before {@code ready}. Every path answers; query parameters shape the answer:
 * {@code delay} (ms before answering), {@code bytes} (body size), {@code errors} (share of requests, 0..1, that
 * answer 500). {@code /stats} answers the number of requests served so far (tests compare it with the JTL).
 * Arguments: an optional time limit in seconds (default 600) so it never outlives a test.
 */
public final class HttpService {

	static final String PORT_PREFIX = "port ";

	public static void main(String[] args) throws IOException, InterruptedException {
		long limitMillis = args.length > 0 ? Long.parseLong(args[0]) * 1000 : 600_000;
		AtomicLong served = new AtomicLong();
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 200);
		server.setExecutor(Executors.newFixedThreadPool(64));
		server.createContext("/stats", exchange -> answer(exchange, 200, Long.toString(served.get()).getBytes(StandardCharsets.US_ASCII)));
		server.createContext("/", exchange -> {
			served.incrementAndGet();
			work(exchange);
		});
		server.start();
		Idle.exitWhenParentGoes();
		System.out.println(PORT_PREFIX + server.getAddress().getPort());
		System.out.println(ChildJvm.READY);
		System.out.flush();
		Thread.sleep(limitMillis);
		server.stop(0);
		System.exit(0);
	}

	/** The port a started service printed. */
	public static int port(ChildJvm service) {
		return service.startupLines().stream().filter(l -> l.startsWith(PORT_PREFIX))
				.mapToInt(l -> Integer.parseInt(l.substring(PORT_PREFIX.length()).strip())).findFirst()
				.orElseThrow(() -> new IllegalStateException("the service printed no port: " + service.startupLines()));
	}

	private static void work(HttpExchange exchange) throws IOException {
		Map<String, String> query = query(exchange.getRequestURI());
		try {
			long delay = Long.parseLong(query.getOrDefault("delay", "0"));
			int bytes = Integer.parseInt(query.getOrDefault("bytes", "100"));
			double errors = Double.parseDouble(query.getOrDefault("errors", "0"));
			if (delay > 0) {
				Thread.sleep(delay);
			}
			boolean fail = ThreadLocalRandom.current().nextDouble() < errors;
			byte[] body = new byte[Math.max(0, bytes)];
			Arrays.fill(body, (byte) 'x');
			answer(exchange, fail ? 500 : 200, body);
		} catch (NumberFormatException e) {
			answer(exchange, 400, ("bad query: " + e.getMessage()).getBytes(StandardCharsets.UTF_8));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			answer(exchange, 503, new byte[0]);
		}
	}

	private static Map<String, String> query(URI uri) {
		Map<String, String> values = new HashMap<>();
		String raw = uri.getRawQuery();
		if (raw != null) {
			for (String pair : raw.split("&")) {
				int eq = pair.indexOf('=');
				if (eq > 0) {
					values.put(pair.substring(0, eq), pair.substring(eq + 1));
				}
			}
		}
		return values;
	}

	private static void answer(HttpExchange exchange, int status, byte[] body) throws IOException {
		exchange.getResponseHeaders().set("Content-Type", "text/plain");
		exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(body);
		}
	}
}
