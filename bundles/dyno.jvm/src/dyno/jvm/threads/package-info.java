/**
 * Threads of a connected JVM, for the Threads view, the CLI ({@code dyno threads}) and config hints; no SWT.
 * <p>
 * <b>Reading.</b> {@link dyno.jvm.JvmConnection#readThreads} gives one {@link dyno.jvm.threads.ThreadSample}: over
 * JMX, and for JVMs of this machine through their management agent, every thread as a
 * {@link dyno.jvm.threads.ThreadInfoRow} (state, CPU, blocked/waited counts and times, lock and owner, stack to
 * the {@link dyno.jvm.threads.ThreadQuery}'s depth, held locks) and the {@link dyno.jvm.threads.Deadlock}s found
 * in that very sample; over jstatd only {@link dyno.jvm.threads.ThreadCounts}, and {@code gaps()} says so in words.
 * <p>
 * <b>Watching.</b> A {@link dyno.jvm.threads.ThreadMonitor} samples every interval on the shared sampler and keeps
 * what a view draws: a {@link dyno.jvm.threads.ThreadTimeline} (per thread a lane of state runs, bounded; draw
 * with {@code Lane.forEachRun(from, to, visitor)}, no allocation per run), the CPU % per thread between the last two
 * samples, the pools' {@link dyno.jvm.threads.PoolHistory} (busy and total as time series, peaks,
 * {@link dyno.jvm.threads.PoolSizing}), and the latest deadlocks, each with a small immutable
 * {@link dyno.jvm.threads.WaitsForGraph} (nodes, edges, the cycle) ready for a layout.
 * <p>
 * <b>Dumps.</b> {@link dyno.jvm.threads.ThreadDumpText} writes a sample like {@code jstack -l};
 * {@link dyno.jvm.threads.DumpComparison} compares two; {@link dyno.jvm.threads.StackGroup} groups threads by
 * identical stack.
 */
package dyno.jvm.threads;
