#!/usr/bin/env bash
# JFR benchmark (issue 9): record the dyno.samples.Profiled child with Dyno's profile settings for --seconds
# (default 60) through JfrControl (fetched over JMX), then load the recording and run each analysis (execution,
# allocation, contention, JMC's rules) in $RUNS fresh JVMs (default 3) under /usr/bin/time; the median of each
# step is reported with its range and the peak RSS. Reference: the JDK's own `jfr summary` (a full parse of the
# same file by the JDK's parser) in the same number of runs.
#   releng/bench/jfr.sh [--seconds N] [--recording FILE] [--out FILE]
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

SECONDS_TO_RECORD=60
RECORDING=""
OUT="$BENCH/results/jfr.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_TO_RECORD=$2; shift 2 ;;
    --recording) RECORDING=$2; shift 2 ;;
    --out) OUT=$2; shift 2 ;;
    *) echo "jfr.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
WORK="$BENCH/target/jfr"
mkdir -p "$WORK"

source releng/bench/jars.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jvm bundles/dyno.profile tests/dyno.samples" bundles/dyno.jvmstat
M2="${MAVEN_REPO:-$HOME/.m2/repository}"
JMC="$M2/org/openjdk/jmc"
CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of bundles/dyno.profile)"
for a in common flightrecorder flightrecorder.rules flightrecorder.rules.jdk; do
  CP="$CP:$JMC/$a/9.1.2/$a-9.1.2.jar"
done
CP="$CP:$M2/org/owasp/encoder/encoder/1.2.3/encoder-1.2.3.jar:$M2/at/yawk/lz4/lz4-java/1.10.2/lz4-java-1.10.2.jar"
CLASSES="$WORK/classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" "$BENCH/jfr/dyno/bench/JfrBench.java"
read -r -a FLAGS <<<"$(sed -n 's:.*<dyno.jvm.flags>\(.*\)</dyno.jvm.flags>.*:\1:p' pom.xml)"
# The JMC parser logs one harmless line per JDK 25 recording ("Could not find field with name 'virtual'").
BENCH_JAVA=("$DYNO_JDK/bin/java" "${FLAGS[@]}" -Djava.util.logging.config.file=/dev/null -cp "$CLASSES:$CP" dyno.bench.JfrBench)

FETCH=""
if [ -z "$RECORDING" ]; then
  RECORDING="$WORK/profiled.jfr"
  rm -f "$RECORDING"
  # The child ends when its standard input closes: keep a pipe open while it lives.
  mkfifo "$WORK/stdin" 2>/dev/null || true
  sleep 100000 > "$WORK/stdin" & HOLDER=$!
  "$DYNO_JDK/bin/java" -Xmx256m -cp "$(jar_of tests/dyno.samples)" dyno.samples.Profiled $((SECONDS_TO_RECORD + 120)) \
    < "$WORK/stdin" > "$WORK/profiled.out" 2>&1 & CHILD=$!
  trap 'kill $CHILD $HOLDER 2>/dev/null || true' EXIT
  until grep -qs "^ready" "$WORK/profiled.out"; do sleep 0.2; done
  FETCH=$("${BENCH_JAVA[@]}" record $CHILD "$SECONDS_TO_RECORD" "$RECORDING" | grep '^RESULT' || true)
  kill $CHILD $HOLDER 2>/dev/null || true
fi

RUNS=${RUNS:-3}
: > "$WORK/analyse.results"
: > "$WORK/jdk.results"
for r in $(seq "$RUNS"); do
  /usr/bin/time -f "RSS %M" -o "$WORK/analyse.time" "${BENCH_JAVA[@]}" analyse "$RECORDING" > "$WORK/analyse.out" 2>&1
  grep '^RESULT' "$WORK/analyse.out" >> "$WORK/analyse.results"
  s=$(date +%s.%N)
  "$DYNO_JDK/bin/jfr" summary "$RECORDING" > /dev/null
  echo "RESULT jdk-jfr-summary $(echo "$(date +%s.%N) - $s" | bc) s" >> "$WORK/jdk.results"
done
median() {  # RESULT step seconds s ...: the median per step, its range
  awk '!($2 in n) { name[++k] = $2 } { n[$2]++; t[$2, n[$2]] = $3 }
    END { for (i = 1; i <= k; i++) { s = name[i]; c = n[s];
      for (a = 1; a <= c; a++) for (b = a + 1; b <= c; b++) if (t[s, b] < t[s, a]) { x = t[s, a]; t[s, a] = t[s, b]; t[s, b] = x }
      printf "  %-16s %7.3f s (median of %d, %.3f-%.3f)\n", s, t[s, int((c + 1) / 2)], c, t[s, 1], t[s, c] } }' "$1"
}
{
  echo "# JFR benchmark, $(date -u '+%Y-%m-%d %H:%M UTC') ($(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "JDK: $("$DYNO_JDK/bin/java" -version 2>&1 | head -n 1); recording: $(basename "$RECORDING"), $(( $(stat -c %s "$RECORDING") / 1024 )) KiB"
  [ -n "$FETCH" ] && echo "Fetched over JMX (JfrControl.dump, stopped recording of ${SECONDS_TO_RECORD} s): ${FETCH#RESULT fetch }"
  grep '^INFO' "$WORK/analyse.out" | sed 's/^INFO /Recording: /'
  echo "Dyno (fresh JVM each run; load = JMC's parser and Dyno's chunk check):"
  median "$WORK/analyse.results"
  awk '{ printf "  peak RSS %.0f MiB (last run)\n", $2 / 1024 }' "$WORK/analyse.time"
  echo "Reference, the JDK's own parser:"
  median "$WORK/jdk.results"
} | tee "$OUT.new"
mv "$OUT.new" "$OUT"
