#!/usr/bin/env bash
# Aggregate benchmark of the dyno.load engine (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/aggregate.sh [--rows 1000000,10000000] [--dir DIR] [--out FILE]
#   releng/bench/aggregate.sh --tail [--rate 50000] [--seconds 20] [--poll 250] [--out FILE]
# Generates realistic CSV JTLs (JMeter's default header, 12 labels, log-normal response times; kept in DIR,
# default releng/bench/target/aggregate, and reused when present), then per file, each in a fresh JVM under
# /usr/bin/time -v: the engine (JtlReader into AggregateStats, as `dyno aggregate` does; rows/s and peak RSS),
# `./dyno aggregate` when the product is built, and `jmeter -g FILE -o DIR` (JMeter's own report generator) when
# a JMeter home is found: $JMETER_HOME, else releng/jmeter-home/target/jmeter-home. Goal (issue 5): >= 1,000,000
# rows/s and memory independent of the row count.
# --tail: a writer thread appends such rows at --rate rows/s through an 8 KB buffer (the file grows in blocks that
# split rows, as JMeter's writer makes it grow) while a JtlTail polls every --poll ms (a load session: 250 ms) into
# AggregateStats; prints the delay from a row being in the file to being counted. Goal: < 1 s at 50,000 rows/s.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

ROWS=1000000,10000000
DIR="$BENCH/target/aggregate"
OUT=""
TAIL=""
RATE=50000
DURATION=20
POLL=250
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) ROWS="$2"; shift 2 ;;
    --dir) DIR="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --tail) TAIL=yes; shift ;;
    --rate) RATE="$2"; shift 2 ;;
    --seconds) DURATION="$2"; shift 2 ;;
    --poll) POLL="$2"; shift 2 ;;
    *) echo "aggregate.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "aggregate.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }

source releng/bench/jars.sh
bench_build_stale "bundles/dyno.core bundles/dyno.load" "bundles/dyno.jvmstat,bundles/dyno.jvm"
CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.load)"
CLASSES="$BENCH/target/aggregate-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES" "$DIR"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/aggregate" -name '*.java')
JAVA="$DYNO_JDK/bin/java"
JDK_LINE="JDK $("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.version = //p'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"

if [ -n "$TAIL" ]; then
  {
    echo "dyno tail bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "$JDK_LINE"
    echo "$RATE rows/s for $DURATION s, written in 8 KB blocks; JtlTail polled every $POLL ms into AggregateStats"
    "$JAVA" -cp "$CLASSES:$CP" dyno.bench.TailBench "$DIR/tail.jtl" "$RATE" "$DURATION" "$POLL"
  } | tee "${OUT:-$BENCH/results/tail.txt}"
  exit 0
fi

JMETER_HOME="${JMETER_HOME:-$HOME_DIR/releng/jmeter-home/target/jmeter-home}"
PRODUCT="$HOME_DIR/releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno"

# measure LABEL COMMAND...: runs it under /usr/bin/time -v; sets WALL (s) and RSS (MB); the command's stdout in $LOG.
LOG="$DIR/last.log"
measure() {
  local label="$1"; shift
  /usr/bin/time -v -o "$DIR/time.txt" "$@" >"$LOG" 2>&1 || { echo "$label failed:"; tail -n 20 "$LOG"; return 1; }
  WALL=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,p,":"); s=0; for(i=1;i<=n;i++) s=s*60+p[i]; print s}' "$DIR/time.txt")
  RSS=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$DIR/time.txt")
}

{
  echo "dyno aggregate bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "$JDK_LINE"
  if [ -f "$JMETER_HOME/bin/ApacheJMeter.jar" ]; then
    echo "JMeter $(unzip -p "$JMETER_HOME/lib/ext/ApacheJMeter_core.jar" META-INF/MANIFEST.MF 2>/dev/null | sed -n 's/^Implementation-Version: *//p' | tr -d '\r') at $JMETER_HOME"
  fi
  echo "each figure from a fresh JVM (default heap settings), wall time and peak RSS from /usr/bin/time -v"
  echo
  for rows in ${ROWS//,/ }; do
    file="$DIR/results-$rows.csv"
    if [ ! -s "$file" ]; then
      "$JAVA" -cp "$CLASSES" dyno.bench.JtlGenerator "$file" "$rows"
    fi
    size=$(du -m "$file" | cut -f1)
    echo "== $rows rows, $size MB ($(basename "$file"))"
    measure engine "$JAVA" -cp "$CLASSES:$CP" dyno.bench.AggregateBench --table "$file"
    engine_total=$(grep '^TOTAL ' "$LOG" | tr -s ' ')
    inside=$(sed -n 's/.*seconds=\([0-9.]*\).*/\1/p' "$LOG")
    engine_wall=$WALL
    printf '  engine (JtlReader -> AggregateStats): %8.0f rows/s reading (%.2f s), %.2f s with JVM start, peak RSS %s MB\n' \
      "$(echo "$rows / $inside" | bc -l)" "$inside" "$WALL" "$RSS"
    echo "    TOTAL row: $engine_total"
    if [ -d "$PRODUCT" ]; then
      measure dyno env DYNO_NO_BUILD=1 ./dyno aggregate "$file" --format csv
      dyno_wall=$WALL
      printf '  ./dyno aggregate --format csv:          %8.0f rows/s with product start (%.2f s), peak RSS %s MB\n' \
        "$(echo "$rows / $WALL" | bc -l)" "$WALL" "$RSS"
    else
      echo "  ./dyno aggregate: skipped, the product is not built (./mvnw -o verify -DskipTests)"
    fi
    # The issue's yardstick: a one-pass awk sum of the elapsed column (count and mean only, no percentiles).
    measure awk awk -F, 'NR > 1 { n++; s += $2 } END { print n, s / n }' "$file"
    printf '  awk one pass (count and mean only):     %8.0f rows/s (%.2f s)\n' "$(echo "$rows / $WALL" | bc -l)" "$WALL"
    if [ -f "$JMETER_HOME/bin/ApacheJMeter.jar" ]; then
      report="$DIR/jmeter-report-$rows"
      rm -rf "$report"
      if measure jmeter bash -c "cd '$DIR' && exec '$JAVA' -jar '$JMETER_HOME/bin/ApacheJMeter.jar' -g '$file' -o '$report' -j '$DIR/jmeter-$rows.log'"; then
        printf '  jmeter -g (HTML dashboard):             %8.0f rows/s with JVM start (%.2f s), peak RSS %s MB\n' \
          "$(echo "$rows / $WALL" | bc -l)" "$WALL" "$RSS"
        printf '  jmeter -g / engine wall time:           %.1fx\n' "$(echo "$WALL / $engine_wall" | bc -l)"
        [ -n "${dyno_wall:-}" ] && printf '  jmeter -g / ./dyno aggregate wall time: %.1fx\n' "$(echo "$WALL / $dyno_wall" | bc -l)"
        # the dashboard's percentiles are estimated over a sliding window (anchors B4), so they may differ
        if [ -f "$report/statistics.json" ] && command -v python3 >/dev/null; then
          python3 -c 'import json,sys; t=json.load(open(sys.argv[1]))["Total"]; print("    its Total: n=%d mean=%.0f median=%.0f p90=%.0f p95=%.0f p99=%.0f min=%.0f max=%.0f errors=%.2f%% throughput=%.1f/s" % (t["sampleCount"], t["meanResTime"], t["medianResTime"], t["pct1ResTime"], t["pct2ResTime"], t["pct3ResTime"], t["minResTime"], t["maxResTime"], t["errorPct"], t["throughput"]))' "$report/statistics.json"
        fi
        rm -rf "$report"
      fi
    else
      echo "  jmeter -g: skipped, no JMeter at $JMETER_HOME (set JMETER_HOME or build releng/jmeter-home)"
    fi
    echo
  done
} | tee "${OUT:-$BENCH/results/aggregate.txt}"
