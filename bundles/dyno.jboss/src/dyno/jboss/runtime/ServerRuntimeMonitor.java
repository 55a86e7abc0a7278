package dyno.jboss.runtime;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;

import javax.management.MBeanServerConnection;

import dyno.core.Listeners;
import dyno.core.TimeSeries;
import dyno.core.analysis.Column;
import dyno.core.analysis.Report;
import dyno.core.analysis.Table;
import dyno.jvm.JvmConnection;
import dyno.jvm.Sampler;

/**
 * Samples one server JVM's runtime numbers ({@link RuntimeCatalogue}) every interval on the shared {@link Sampler},
 * beside the connection's heap sampling, and keeps a series per measure and per maximum: levels as read, counts as
 * their increase per second. The catalogue is looked up again every {@link #REDISCOVER}, so a deployment or a
 * datasource added while Dyno watches gets its chart. Reads are attribute reads only: nothing is written to the
 * server and no operation is invoked.
 * <p>
 * Like the Threads view's monitor it does not change the connection's state: a failed read is told to the
 * listeners and the next tick tries again.
 */
public final class ServerRuntimeMonitor implements AutoCloseable {

	/** How often the MBean names are queried anew for groups that came or went. */
	public static final Duration REDISCOVER = Duration.ofSeconds(30);
	/** Samples kept per series: an hour at the default half-second interval. */
	private static final int CAPACITY = 7200;
	private static final String LIMIT_SERIES = "\u0000max";

	/** Called on sampler threads: hand over to the UI thread. */
	public interface Listener {
		void sampled(ServerRuntimeMonitor monitor, RuntimeReading reading);

		default void failed(ServerRuntimeMonitor monitor, String why) {
		}
	}

	private final JvmConnection connection;
	private final Sampler sampler;
	private final Listeners<Listener> listeners = new Listeners<>();
	private final Map<String, TimeSeries> series = new HashMap<>();
	private final RuntimeAttributes attributes = new RuntimeAttributes();
	/** The totals of the counts at the previous read, for their rates. */
	private final Map<String, double[]> lastCounts = new HashMap<>();
	private List<RuntimeGroup> groups;
	private long foundAt;
	private RuntimeReading latest;
	private Sampler.Subscription sampling;

	public ServerRuntimeMonitor(JvmConnection connection, Sampler sampler) {
		this.connection = connection;
		this.sampler = sampler;
	}

	public JvmConnection connection() {
		return connection;
	}

	public Listeners.Registration addListener(Listener l) {
		return listeners.add(l);
	}

	/** Starts (or restarts at a new interval) sampling; the first sample is taken at once. */
	public synchronized void start(Duration interval) {
		stop();
		sampling = sampler.every(interval, this::sampleQuietly, false);
	}

	/** Stops sampling; what was recorded stays. */
	public synchronized void stop() {
		if (sampling != null) {
			sampling.cancel();
			sampling = null;
		}
	}

	public synchronized boolean running() {
		return sampling != null;
	}

	/**
	 * Reads every group now, records it and tells the listeners; for tests and the first look.
	 *
	 * @throws IOException when the JVM cannot be read or its transport has no MBeans (jstatd, or a server still
	 *                     booting)
	 */
	public RuntimeReading sampleNow() throws IOException {
		RuntimeReading reading = connection.readMBeans(this::read).orElseThrow(() -> new IOException(
				connection.target().label() + " gives no MBeans over " + connection.target().transport().label()
						+ " (yet: a JBoss Modules server gets Dyno's management agent once it has booted; jstatd has "
						+ "none)"));
		if (record(reading)) {
			listeners.fire(l -> l.sampled(this, reading));
		}
		return reading;
	}

	private void sampleQuietly() {
		try {
			sampleNow();
		} catch (IOException | RuntimeException e) {
			String why = e.getMessage() == null ? e.toString() : e.getMessage();
			listeners.fire(l -> l.failed(this, why));
		}
	}

	private RuntimeReading read(MBeanServerConnection mbs) throws IOException {
		List<RuntimeGroup> known;
		synchronized (this) {
			known = groups;
		}
		long now = System.currentTimeMillis();
		if (known == null || now - foundAt >= REDISCOVER.toMillis()) {
			known = RuntimeCatalogue.find(mbs, attributes);
			synchronized (this) {
				groups = known;
				foundAt = now;
			}
		}
		List<GroupReading> readings = new ArrayList<>();
		for (RuntimeGroup g : known) {
			readings.add(read(mbs, g));
		}
		return new RuntimeReading(now, readings);
	}

	private GroupReading read(MBeanServerConnection mbs, RuntimeGroup g) throws IOException {
		if (g.statisticsOff().isPresent()) {
			return new GroupReading(g, Map.of(), OptionalDouble.empty(), false);
		}
		List<String> names = new ArrayList<>();
		g.measures().forEach(m -> names.addAll(m.attributes()));
		Map<String, Double> numbers = attributes.numbers(mbs, g.bean(), names);
		Map<String, Double> values = new LinkedHashMap<>();
		for (Measure m : g.measures()) {
			m.attributes().stream().filter(numbers::containsKey).findFirst()
					.ifPresent(a -> values.put(m.label(), numbers.get(a)));
		}
		if (g.limit().isEmpty()) {
			return new GroupReading(g, values, OptionalDouble.empty(), false);
		}
		Limit limit = g.limit().get();
		Map<String, Double> limits = attributes.numbers(mbs, limit.bean(), limit.attributes());
		Optional<Double> configured = limit.attributes().stream().filter(limits::containsKey).findFirst()
				.map(limits::get);
		if (configured.isPresent()) {
			double max = configured.get();
			return new GroupReading(g, values, max < 0 ? OptionalDouble.empty() : OptionalDouble.of(max), false);
		}
		return new GroupReading(g, values, limit.fallback(), limit.fallback().isPresent());
	}

	/** Records a reading; false for one older than the newest (two reads racing on a slow server). */
	private synchronized boolean record(RuntimeReading reading) {
		if (latest != null && reading.time() <= latest.time()) {
			return false;
		}
		long t = reading.time();
		for (GroupReading g : reading.groups()) {
			String id = g.group().id();
			for (Measure m : g.group().measures()) {
				Double v = g.values().get(m.label());
				TimeSeries s = series(id, m.label());
				if (m.kind() == Measure.Kind.LEVEL) {
					s.add(t, v == null ? Double.NaN : v);
					continue;
				}
				String key = id + "\u0000" + m.label();
				double[] last = lastCounts.get(key);
				if (v != null && last != null) {
					// A count that went back is a restarted server or a statistics reset: no rate across it.
					double rate = v < last[1] ? Double.NaN : (v - last[1]) * 1000 / (t - last[0]);
					s.add(t, rate);
				} else {
					s.add(t, Double.NaN);
				}
				if (v != null) {
					lastCounts.put(key, new double[] { t, v });
				}
			}
			series(id, LIMIT_SERIES).add(t, g.limit().orElse(Double.NaN));
		}
		latest = reading;
		return true;
	}

	private TimeSeries series(String groupId, String measure) {
		return series.computeIfAbsent(groupId + "\u0000" + measure, k -> new TimeSeries(measure, CAPACITY));
	}

	/** The newest reading, empty before the first. */
	public synchronized Optional<RuntimeReading> latest() {
		return Optional.ofNullable(latest);
	}

	/** A measure's samples since {@code from}: levels as read, counts per second. */
	public synchronized TimeSeries.Window series(RuntimeGroup group, Measure measure, long from) {
		return series(group.id(), measure.label()).since(from);
	}

	/** The group's maximum at each sample since {@code from} (NaN where it had none). */
	public synchronized TimeSeries.Window limit(RuntimeGroup group, long from) {
		return series(group.id(), LIMIT_SERIES).since(from);
	}

	/**
	 * The samples since {@code from} as a report, the view's CSV export: the latest values, then one row per sample
	 * time with a column per measure and maximum of every group (counts per second).
	 */
	public synchronized Report report(long from) {
		List<List<Object>> now = new ArrayList<>();
		TreeMap<Long, Map<String, Double>> rows = new TreeMap<>();
		List<String> columns = new ArrayList<>();
		if (latest != null) {
			for (GroupReading g : latest.groups()) {
				for (Measure m : g.group().measures()) {
					Double v = g.values().get(m.label());
					TimeSeries.Window w = series(g.group(), m, from);
					Double rate = m.kind() == Measure.Kind.COUNT && w.size() > 0 ? w.values()[w.size() - 1] : null;
					now.add(List.of(g.group().product(), g.group().title(), m.label(), v == null ? "" : v,
							rate == null || rate.isNaN() ? "" : rate, g.limit().isPresent() ? g.limit().getAsDouble() : ""));
					column(rows, columns, g.group().title() + ": " + m.chartLabel(), w);
				}
				if (g.group().limit().isPresent()) {
					column(rows, columns, g.group().title() + ": " + g.group().limit().get().label(),
							limit(g.group(), from));
				}
			}
		}
		Table current = new Table("Latest values", List.of(Column.text("product"), Column.text("group"),
				Column.text("measure"), numberOrBlank("value"), numberOrBlank("per second"), numberOrBlank("maximum")),
				now);
		List<Column> sampleColumns = new ArrayList<>(List.of(Column.count("time_ms"), Column.text("time")));
		columns.forEach(c -> sampleColumns.add(numberOrBlank(c)));
		List<List<Object>> sampleRows = new ArrayList<>();
		rows.forEach((t, values) -> {
			List<Object> row = new ArrayList<>(List.of(t, Instant.ofEpochMilli(t).toString()));
			columns.forEach(c -> {
				Double v = values.get(c);
				row.add(v == null || v.isNaN() ? "" : v);
			});
			sampleRows.add(row);
		});
		return new Report("Server runtime of " + connection.target().label(),
				List.of(current, new Table("Samples", sampleColumns, sampleRows)));
	}

	private static void column(TreeMap<Long, Map<String, Double>> rows, List<String> columns, String name,
			TimeSeries.Window w) {
		columns.add(name);
		for (int i = 0; i < w.size(); i++) {
			rows.computeIfAbsent(w.times()[i], k -> new HashMap<>()).put(name, w.values()[i]);
		}
	}

	/** A number with up to three decimals; an empty cell where there is none. */
	private static Column numberOrBlank(String title) {
		Column decimal = Column.decimal(title, "0.###");
		return new Column(title, true, v -> v instanceof Number ? decimal.show(v) : "",
				v -> v instanceof Number ? decimal.exported(v) : "");
	}

	@Override
	public void close() {
		stop();
	}
}
