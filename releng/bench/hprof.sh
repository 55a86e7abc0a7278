#!/usr/bin/env bash
# Heap dump benchmark (issue 6): Dyno's HPROF reader against the libraries the issue names, on one real dump.
#   releng/bench/hprof.sh [--sessions N] [--payload BYTES] [--dump FILE] [--out FILE]
# Makes a dump of a real dyno.samples.Leaky child grown to N sessions of BYTES payload each (default 2,200,000 of
# 120 bytes: a dump of about 590 MB with 8.8 million objects, like the 603 MB dump of 9.0 million objects the
# runtime notes measured), unless --dump names an existing one; then times, each in fresh JVMs under
# /usr/bin/time (wall time from main() on; peak RSS, which counts the mapped dump's pages): Dyno's histogram and
# holders of dyno.samples.Leaky$Session, gridkit hprof-heap 0.16, NetBeans' org-netbeans-lib-profiler RELEASE250
# and LeakCanary shark-graph 2.14 (fetched from Maven Central into releng/bench/target/hprof-libs; the product
# does not ship them). Each runs $RUNS times (default 3); the median is reported with its range, as single runs
# on the shared machine vary by 30 %. The JVM's own class histogram of the same heap (jcmd GC.class_histogram,
# right after the dump, growth stopped) is the reference for sizes. Writes releng/bench/results/hprof.txt (the
# decision and its reasons at its end).
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

SESSIONS=2200000
PAYLOAD=120
DUMP=""
OUT="$BENCH/results/hprof.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions) SESSIONS=$2; shift 2 ;;
    --payload) PAYLOAD=$2; shift 2 ;;
    --dump) DUMP=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    *) echo "hprof.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
CLASS='dyno.samples.Leaky$Session'
WORK="$BENCH/target/hprof"
LIBS="$BENCH/target/hprof-libs"
mkdir -p "$WORK"

source releng/bench/jars.sh
source releng/bench/leaky-dump.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jvmstat bundles/dyno.jvm bundles/dyno.heap tests/dyno.samples" ""
if [ ! -f "$LIBS/hprof-heap-0.16.jar" ] || [ ! -f "$LIBS/org-netbeans-lib-profiler-RELEASE250.jar" ] \
    || [ ! -f "$LIBS/shark-graph-2.14.jar" ]; then
  JAVA_HOME="$DYNO_JDK" ./mvnw -B -q -f "$BENCH/hprof/pom.xml" dependency:copy-dependencies -DoutputDirectory="$LIBS"
fi

if [ -z "$DUMP" ]; then
  DUMP="$WORK/leaky.hprof"
  bench_leaky_dump "$DUMP" "$SESSIONS" "$PAYLOAD" "$WORK/jvm-histogram.txt"
fi

# The JVM's histogram belongs to the dump this script wrote, not to one given with --dump.
JVM_HISTOGRAM=""
if [ "$DUMP" = "$WORK/leaky.hprof" ] && [ -f "$WORK/jvm-histogram.txt" ]; then
  JVM_HISTOGRAM="$WORK/jvm-histogram.txt"
fi
# The dump was just written: flush it and read it once, so that no reader pays for the write-back or the first read.
sync
cat "$DUMP" > /dev/null

CLASSES="$WORK/classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"/{dyno,netbeans,gridkit,shark}
DYNO_CP="$(jar_of bundles/dyno.heap)"
NB_CP="$LIBS/org-netbeans-lib-profiler-RELEASE250.jar"
GK_CP="$LIBS/hprof-heap-0.16.jar:$LIBS/gzrand-0.2.jar"
SHARK_CP="$(ls "$LIBS"/shark-*.jar "$LIBS"/okio-*.jar "$LIBS"/kotlin-stdlib-*.jar | tr '\n' ':')"
SRC="$BENCH/hprof/dyno/bench"
javac_to() { "$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES/$1" -cp "$2" "${@:3}"; }
javac_to dyno "$DYNO_CP" "$SRC/DynoHprofBench.java" "$SRC/Report.java"
javac_to netbeans "$NB_CP" "$SRC/NetbeansHprofBench.java" "$SRC/Report.java"
javac_to gridkit "$GK_CP" "$SRC/GridkitHprofBench.java" "$SRC/Report.java"
javac_to shark "$SHARK_CP" "$SRC/SharkHprofBench.java" "$SRC/Report.java"

RUNS=${RUNS:-3}
run() {  # run NAME HEAP CLASSPATH MAIN ARGS...: $RUNS fresh JVMs; the median of each figure, its range, peak RSS
  local name=$1 heap=$2 cp=$3 r
  shift 3
  : > "$WORK/$name.results"
  for r in $(seq "$RUNS"); do
    rm -rf "$DUMP.nbcache"  # NetBeans' index of an earlier run: every run starts cold
    /usr/bin/time -f "RSS $name %M" -o "$WORK/$name.time" \
      "$DYNO_JDK/bin/java" "-Xmx$heap" -cp "$CLASSES/$name:$cp" "$@" > "$WORK/$name.out" 2>&1 || true
    grep '^RESULT' "$WORK/$name.out" >> "$WORK/$name.results" || { echo "$name failed:"; tail -n 5 "$WORK/$name.out"; }
  done
  rm -rf "$DUMP.nbcache"
  # RESULT library what seconds "s" objects "objects" bytes "bytes": the median seconds of the runs
  grep -v 'not ' "$WORK/$name.results" | sort -k3,3 -k4,4n | awk -v runs="$RUNS" '
    { key = $2 " " $3; n[key]++; t[key, n[key]] = $4; rest[key] = $6 " objects " $8 " bytes" }
    END { for (k in n) { m = t[k, int((n[k] + 1) / 2)]; split(k, kw, " ");
      printf "RESULT %-9s %-10s %7.2f s (median of %d, %.2f-%.2f)  %s\n", kw[1], kw[2], m, n[k], t[k, 1], t[k, n[k]], rest[k] } }' | sort
  grep 'not ' "$WORK/$name.results" | sort -u || true
  grep -E '^dyno ' "$WORK/$name.out" || true
  awk '{ printf "peak RSS %-9s %6.0f MiB (last run)\n", $2, $3 / 1024 }' "$WORK/$name.time"
}

{
  echo "# Heap dump benchmark, $(date -u '+%Y-%m-%d %H:%M UTC') ($(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "JDK: $("$DYNO_JDK/bin/java" -version 2>&1 | head -n 1); dump: $(basename "$DUMP"), $(( $(stat -c %s "$DUMP") / 1048576 )) MiB"
  if [ -n "$JVM_HISTOGRAM" ]; then
    echo "The JVM's own figures (jcmd GC.class_histogram of the same heap, right after the dump):"
    grep -E 'Total|Leaky\$Session ' "$JVM_HISTOGRAM" | sed 's/^/  /'
  fi
  echo
  run dyno 1g "$DYNO_CP" dyno.bench.DynoHprofBench "$DUMP" "$CLASS" $JVM_HISTOGRAM
  run gridkit 4g "$GK_CP" dyno.bench.GridkitHprofBench "$DUMP" "$CLASS"
  run netbeans 6g "$NB_CP" dyno.bench.NetbeansHprofBench "$DUMP" "$CLASS"
  run shark 4g "$SHARK_CP" dyno.bench.SharkHprofBench "$DUMP"
  echo
  cat "$BENCH/hprof/DECISION.txt"
} | tee "$OUT.new"
mv "$OUT.new" "$OUT"
