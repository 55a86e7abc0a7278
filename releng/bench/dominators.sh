#!/usr/bin/env bash
# Dominator tree benchmark (issue 23): Dyno's dominator tree and retained sizes of a whole dump against NetBeans'
# heap library (org-netbeans-lib-profiler RELEASE250) computing the retained sizes of the same objects.
#   releng/bench/dominators.sh [--sessions N] [--payload BYTES] [--dump FILE] [--heap SIZE] [--out FILE]
# The dump is the one hprof.sh makes (a dyno.samples.Leaky child grown to 2,200,000 sessions of 120 bytes: about
# 590 MB, 8.8 million objects), made here when missing; --dump names another (e.g. a bigger one, with --heap 1g
# to read a dump twice the heap). Each library runs once in a fresh JVM under /usr/bin/time (wall time from main()
# on; peak RSS counts the mapped dump's pages): Dyno cold (its index file removed first) and again reading the
# index file; then NetBeans (its own cache removed first). The machine may be shared: the CPU seconds of each
# process are given beside its wall time, and Dyno's own phases report their thread's CPU time too. Outside the timings, Dyno's 20 biggest retained sizes
# are checked against the brute-force definition (bytes reachable, less bytes reachable without the object).
# Writes releng/bench/results/dominators.txt.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

SESSIONS=2200000
PAYLOAD=120
DUMP=""
HEAP=2g
OUT="$BENCH/results/dominators.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions) SESSIONS=$2; shift 2 ;;
    --payload) PAYLOAD=$2; shift 2 ;;
    --dump) DUMP=$2; shift 2 ;;
    --heap) HEAP=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    *) echo "dominators.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
WORK="$BENCH/target/hprof"
LIBS="$BENCH/target/hprof-libs"
mkdir -p "$WORK"

source releng/bench/jars.sh
source releng/bench/leaky-dump.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jvmstat bundles/dyno.jvm bundles/dyno.heap tests/dyno.samples" ""
if [ ! -f "$LIBS/org-netbeans-lib-profiler-RELEASE250.jar" ]; then
  JAVA_HOME="$DYNO_JDK" ./mvnw -B -q -f "$BENCH/hprof/pom.xml" dependency:copy-dependencies -DoutputDirectory="$LIBS"
fi
if [ -z "$DUMP" ]; then
  DUMP="$WORK/leaky.hprof"
  [ -f "$DUMP" ] || bench_leaky_dump "$DUMP" "$SESSIONS" "$PAYLOAD" "$WORK/jvm-histogram.txt"
fi
sync
cat "$DUMP" > /dev/null

CLASSES="$WORK/dominators-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"/{dyno,netbeans}
DYNO_CP="$(jar_of bundles/dyno.heap):$(jar_of bundles/dyno.core)"
NB_CP="$LIBS/org-netbeans-lib-profiler-RELEASE250.jar"
SRC="$BENCH/hprof/dyno/bench"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES/dyno" -cp "$DYNO_CP" "$SRC/DynoDominatorsBench.java" "$SRC/Report.java"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES/netbeans" -cp "$NB_CP" "$SRC/NetbeansRetainedBench.java" "$SRC/Report.java"

run() {  # run NAME HEAP CLASSPATH MAIN ARGS...: one fresh JVM; its result lines and peak RSS
  local name=$1 heap=$2 cp=$3
  shift 3
  /usr/bin/time -f "%M %e %U %S" -o "$WORK/$name.time" \
    "$DYNO_JDK/bin/java" "-Xmx$heap" -cp "$CLASSES/$name:$cp" "$@" > "$WORK/$name.out" 2>&1 \
    || { echo "$name failed:"; tail -n 5 "$WORK/$name.out"; }
  grep -E "^(RESULT|$name )" "$WORK/$name.out" || true
  awk -v n="$name" -v h="$heap" '{ printf "peak RSS %-9s %6.0f MiB, process %.1f s wall, %.1f s CPU (user+system, all threads; -Xmx%s)\n", n, $1 / 1024, $2, $3 + $4, h }' "$WORK/$name.time"
}

{
  echo "# Dominator tree benchmark, $(date -u '+%Y-%m-%d %H:%M UTC') ($(nproc) CPUs shared with other builds, load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "JDK: $("$DYNO_JDK/bin/java" -version 2>&1 | head -n 1); dump: $(basename "$DUMP"), $(( $(stat -c %s "$DUMP") / 1048576 )) MiB"
  echo
  run dyno "$HEAP" "$DYNO_CP" dyno.bench.DynoDominatorsBench "$DUMP" 20 "$WORK/top-ids.txt"
  rm -rf "$DUMP.nbcache"
  run netbeans 6g "$NB_CP" dyno.bench.NetbeansRetainedBench "$DUMP" "$WORK/top-ids.txt"
  rm -rf "$DUMP.nbcache"
} | tee "$OUT.new"
mv "$OUT.new" "$OUT"
