package dyno.bench;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import dyno.jvm.Target;
import dyno.jvm.internal.JvmSource;
import dyno.jvm.internal.Transports;
import dyno.samples.ChildJvm;
import dyno.samples.Idle;

/**
 * Part 1: what one {@code readGc()} costs per transport, read back to back from an idle child JVM: wall time
 * per read (mean, p99) and CPU per read of this process, of the target and of jstatd (the work a transport
 * moves onto other processes is part of its cost).
 */
final class SampleCost {

	private static final int WARM_UP = 500;

	private final Report report;
	private final int samples;

	SampleCost(Report report, int samples) {
		this.report = report;
		this.samples = samples;
	}

	void run() throws Exception {
		report.line("1. One sample (readGc) per transport: %,d reads back to back after %,d warm-up reads", samples,
				WARM_UP);
		report.line("   (CPU per read: of the reading thread, of this whole process (10 ms steps), of the target JVM,");
		report.line("   of jstatd; all in microseconds)");
		report.line("   %-14s %9s %9s %11s %11s %11s %11s", "transport", "mean us", "p99 us", "thread CPU",
				"process CPU", "target CPU", "jstatd CPU");
		try (ChildJvm child = ChildJvm.start(Idle.class)) {
			measure("jvmstat local", new Target.Local(child.pid()), child.pid(), -1);
			try (Jstatd jstatd = Jstatd.start(child.pid())) {
				measure("jstatd", new Target.Jstatd("127.0.0.1", jstatd.port, child.pid()), child.pid(), jstatd.pid());
			}
		}
		int port = Ports.free();
		List<String> agent = List.of("-Dcom.sun.management.jmxremote.port=" + port,
				"-Dcom.sun.management.jmxremote.rmi.port=" + port, "-Dcom.sun.management.jmxremote.authenticate=false",
				"-Dcom.sun.management.jmxremote.ssl=false", "-Djava.rmi.server.hostname=127.0.0.1");
		try (ChildJvm child = ChildJvm.start(agent, Idle.class)) {
			measure("JMX", new Target.Jmx("127.0.0.1:" + port, null, false), child.pid(), -1);
		}
	}

	private void measure(String label, Target target, long targetPid, long jstatdPid) {
		JvmSource source;
		try {
			source = Transports.open(target, null);
		} catch (IOException e) {
			report.line("   %-14s skipped: Transports.open refused %s: %s", label, target.label(), e.getMessage());
			return;
		}
		try (source) {
			for (int i = 0; i < WARM_UP; i++) {
				source.readGc();
			}
			long[] wall = new long[samples];
			long threadCpu = Cpu.thisThread();
			long cpu = Cpu.self();
			long targetCpu = Cpu.of(targetPid);
			long jstatdCpu = jstatdPid < 0 ? 0 : Cpu.of(jstatdPid);
			for (int i = 0; i < samples; i++) {
				long start = System.nanoTime();
				source.readGc();
				wall[i] = System.nanoTime() - start;
			}
			threadCpu = Cpu.thisThread() - threadCpu;
			cpu = Cpu.self() - cpu;
			targetCpu = Cpu.of(targetPid) - targetCpu;
			jstatdCpu = jstatdPid < 0 ? 0 : Cpu.of(jstatdPid) - jstatdCpu;
			Arrays.sort(wall);
			double mean = Arrays.stream(wall).average().orElse(0) / 1e3;
			double p99 = wall[(int) Math.ceil(samples * 0.99) - 1] / 1e3;
			report.line("   %-14s %9.1f %9.1f %11.1f %11.1f %11.1f %11s", label, mean, p99, threadCpu / 1e3 / samples,
					cpu / 1e3 / samples, targetCpu / 1e3 / samples,
					jstatdPid < 0 ? "-" : String.format("%.1f", jstatdCpu / 1e3 / samples));
		} catch (IOException e) {
			report.line("   %-14s failed while reading: %s", label, e.getMessage());
		}
	}
}
