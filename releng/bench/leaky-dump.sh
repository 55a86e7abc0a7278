# Sourced by the heap dump benches (after jars.sh, with tests/dyno.samples built): makes the dump they read.

# bench_leaky_dump DUMP SESSIONS PAYLOAD HISTOGRAM: a heap dump of a real dyno.samples.Leaky child grown to SESSIONS
# sessions of PAYLOAD bytes each (growth stopped), and the JVM's own class histogram of the same heap right after.
bench_leaky_dump() {
  local dump=$1 sessions=$2 payload=$3 histogram=$4 work
  work=$(dirname "$dump")
  mkdir -p "$work"
  rm -f "$dump" "$histogram" "$work/leaky.out"
  # The child ends when its standard input closes: keep a pipe open while it lives.
  mkfifo "$work/stdin" 2>/dev/null || true
  sleep 100000 > "$work/stdin" & HOLDER=$!
  "$DYNO_JDK/bin/java" -Xmx3g -cp "$(jar_of tests/dyno.samples)" dyno.samples.Leaky 20000 2 "$sessions" "$payload" \
    < "$work/stdin" > "$work/leaky.out" 2>&1 & CHILD=$!
  trap 'kill $CHILD $HOLDER 2>/dev/null || true' EXIT
  until grep -qs "^full" "$work/leaky.out"; do
    kill -0 $CHILD || { echo "bench: the Leaky child ended: $(cat "$work/leaky.out")" >&2; exit 1; }
    sleep 1
  done
  "$DYNO_JDK/bin/jcmd" $CHILD GC.heap_dump "$dump" > /dev/null
  "$DYNO_JDK/bin/jcmd" $CHILD GC.class_histogram > "$histogram"
  kill $CHILD $HOLDER 2>/dev/null || true
}
