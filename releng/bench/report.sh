#!/usr/bin/env bash
# Load report benchmark (issue 25): `./dyno report` against JMeter's own HTML dashboard generator on the same JTLs,
# in the same run. Not part of ./releng/test.sh.
#   releng/bench/report.sh [--rows 1000000,10000000] [--dir DIR] [--out FILE] [--dyno-runs 3]
# The JTLs are aggregate.sh's (JMeter's default header, 12 labels, log-normal response times, 1,000 rows/s; kept
# in DIR, default releng/bench/target/aggregate, and reused when present). Per file, each command in a fresh JVM
# under /usr/bin/time -v: `./dyno report FILE -o report.html` (median wall and CPU time of --dyno-runs runs, the
# largest peak RSS; each run right after `./dyno aggregate FILE`, the CPU time to compare with), once more with the
# heap capped at 160 MB (the live set is bounded: the default heap merely grows with the work), and `jmeter -g FILE -o DIR` once (it takes minutes on 10 M rows; --no-jmeter leaves it out). Goal: >= 50x
# faster than jmeter -g on the 10-million-row JTL, and Dyno's memory flat in the row count (1 M against 10 M rows),
# the machine quiet (the load average is printed: other builds slow the short Dyno runs most). Needs the product built
# (./mvnw -o verify -DskipTests) and a JMeter home: $JMETER_HOME, else releng/jmeter-home/target/jmeter-home.
# The figures are appended to --out (default releng/bench/results/report.txt).
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

ROWS=1000000,10000000
DIR="$BENCH/target/aggregate"
OUT=""
DYNO_RUNS=3
JMETER=yes
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) ROWS="$2"; shift 2 ;;
    --dir) DIR="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    --dyno-runs) DYNO_RUNS="$2"; shift 2 ;;
    --no-jmeter) JMETER=""; shift ;;
    *) echo "report.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
[ -x /usr/bin/time ] || { echo "report.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
PRODUCT="$HOME_DIR/releng/dyno.repository/target/products/dyno.product/linux/gtk/x86_64/dyno"
[ -d "$PRODUCT" ] || { echo "report.sh: build the product first (./mvnw -o verify -DskipTests)" >&2; exit 1; }
JMETER_HOME="${JMETER_HOME:-$HOME_DIR/releng/jmeter-home/target/jmeter-home}"
[ -z "$JMETER" ] || [ -f "$JMETER_HOME/bin/ApacheJMeter.jar" ] || { echo "report.sh: no JMeter at $JMETER_HOME (set JMETER_HOME)" >&2; exit 1; }

# The JTL generator of aggregate.sh, compiled on its own: it needs no Dyno class.
CLASSES="$BENCH/target/report-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES" "$DIR"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" "$BENCH/aggregate/dyno/bench/JtlGenerator.java"
JAVA="$DYNO_JDK/bin/java"

# measure LABEL COMMAND...: runs it under /usr/bin/time -v; sets WALL (s), CPU (user + system, s) and RSS (MB).
LOG="$DIR/report-last.log"
measure() {
  local label="$1"; shift
  /usr/bin/time -v -o "$DIR/report-time.txt" "$@" >"$LOG" 2>&1 || { echo "$label failed:"; tail -n 20 "$LOG"; return 1; }
  WALL=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,p,":"); s=0; for(i=1;i<=n;i++) s=s*60+p[i]; print s}' "$DIR/report-time.txt")
  RSS=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$DIR/report-time.txt")
  CPU=$(awk -F': ' '/(User|System) time \(seconds\)/ {s += $2} END {printf "%.2f", s}' "$DIR/report-time.txt")
}

{
  echo "dyno report bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "JDK $("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.version = //p'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) (a machine shared with other builds)"
  [ -n "$JMETER" ] && echo "JMeter $(unzip -p "$JMETER_HOME/lib/ext/ApacheJMeter_core.jar" META-INF/MANIFEST.MF 2>/dev/null | sed -n 's/^Implementation-Version: *//p' | tr -d '\r') at $JMETER_HOME"
  echo "each figure from a fresh JVM (default heap settings), wall time and peak RSS from /usr/bin/time -v"
  echo
  for rows in ${ROWS//,/ }; do
    file="$DIR/results-$rows.csv"
    if [ ! -s "$file" ]; then
      "$JAVA" -cp "$CLASSES" dyno.bench.JtlGenerator "$file" "$rows"
    fi
    echo "== $rows rows, $(du -mL "$file" | cut -f1) MB ($(basename "$file"))"
    walls=()
    cpus=()
    aggregate_cpus=()
    peak=0
    for ((i = 1; i <= DYNO_RUNS; i++)); do
      # aggregate, the fast path over the same rows, right before: on a loaded machine only figures of the same
      # minute compare, and CPU time (user + system) more than wall time.
      measure aggregate env DYNO_NO_BUILD=1 ./dyno aggregate "$file"
      aggregate_cpus+=("$CPU")
      aggregate_wall=$WALL
      aggregate_rss=$RSS
      measure dyno env DYNO_NO_BUILD=1 ./dyno report "$file" -o "$DIR/report-$rows.html"
      walls+=("$WALL")
      cpus+=("$CPU")
      [ "$RSS" -gt "$peak" ] && peak=$RSS
    done
    median() { printf '%s\n' "$@" | sort -n | sed -n "$(( ($# + 1) / 2 ))p"; }
    dyno_wall=$(median "${walls[@]}")
    printf '  ./dyno report -o report.html:  %7.2f s median of %d (%s), CPU %s s (%s), peak RSS %s MB, %s KB of HTML\n' \
      "$dyno_wall" "$DYNO_RUNS" "$(IFS=' '; echo "${walls[*]}")" "$(median "${cpus[@]}")" "$(IFS=' '; echo "${cpus[*]}")" \
      "$peak" "$(( $(stat -c %s "$DIR/report-$rows.html") / 1024 ))"
    printf '  ./dyno aggregate, just before:  CPU %s s median (%s), last %.2f s wall, peak RSS %s MB\n' \
      "$(median "${aggregate_cpus[@]}")" "$(IFS=' '; echo "${aggregate_cpus[*]}")" "$aggregate_wall" "$aggregate_rss"
    printf '  report / aggregate CPU:          %7.2fx\n' "$(echo "$(median "${cpus[@]}") / $(median "${aggregate_cpus[@]}")" | bc -l)"
    measure capped env DYNO_NO_BUILD=1 JDK_JAVA_OPTIONS=-Xmx160m ./dyno report "$file" -o "$DIR/report-$rows.html"
    printf '  the same, heap capped at 160 MB:%7.2f s, CPU %s s, peak RSS %s MB\n' "$WALL" "$CPU" "$RSS"
    [ -n "$JMETER" ] || { echo; continue; }
    report="$DIR/jmeter-report-$rows"
    rm -rf "$report"
    if measure jmeter bash -c "cd '$DIR' && exec '$JAVA' -jar '$JMETER_HOME/bin/ApacheJMeter.jar' -g '$file' -o '$report' -j '$DIR/jmeter-$rows.log'"; then
      printf '  jmeter -g FILE -o DIR:         %7.2f s, peak RSS %s MB\n' "$WALL" "$RSS"
      printf '  jmeter -g / ./dyno report:     %7.1fx\n' "$(echo "$WALL / $dyno_wall" | bc -l)"
      rm -rf "$report"
    fi
    echo
  done
} | tee -a "${OUT:-$BENCH/results/report.txt}"
