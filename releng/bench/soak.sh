#!/usr/bin/env bash
# The one-hour soak (issue 28.2), not part of the suite. Two runs, each measured once a minute:
#   releng/bench/soak.sh full  [--minutes 60]
#     the real workbench (tests/dyno.app.ui.tests' SoakBench, on a virtual display) with 10 JVMs sampled every 100 ms,
#     their Heap Generations and Threads views, a Live Profile view, a JMeter load run with its dashboard every
#     10 minutes and a JVM that starts and ends every 30 s. Per minute: heap after a full GC, threads, open file
#     descriptors, SWT resources (tracked by the display: the workbench runs with -debug and
#     org.eclipse.ui/trace/graphics=true), views, editors, connections, sampling tasks, CPU.
#   releng/bench/soak.sh quiet [--minutes 60] [--warmup 300]
#     the product (./dyno --open PID... --interval 100ms) with the 10 JVMs alone, as workbench.sh runs it, for the
#     CPU goal (< 2 % of one core on average). Per minute: CPU, threads, descriptors, RSS; the heap after a full GC
#     every 10 minutes (outside the measured minutes). As root it runs in PID and mount namespaces of
#     its own with a private /tmp and /proc, so the JVM Explorer sees only its JVMs, not the builds' and tests' JVMs
#     of the machine (each costs every listing some reads, each new one a description and the JIT some compiles).
# Writes releng/bench/results/soak-<mode>.csv, soak-<mode>.txt (the flatness verdicts) and docs/soak/soak-<mode>.png
# (gnuplot, installed with apt when run as root). Flat: after the first 5 minutes no series grows; growth is the
# least-squares slope over minutes 5..end times the hour, against a tolerance per series.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
export JAVA_HOME="$DYNO_JDK"

MODE=${1:-}
case "$MODE" in full|quiet) shift ;; *) echo "usage: $0 full|quiet [--minutes N] [--warmup S]" >&2; exit 2 ;; esac
MINUTES=60 WARMUP=300
while [ $# -gt 0 ]; do
  case "$1" in
    --minutes) MINUTES=$2; shift 2 ;;
    --warmup) WARMUP=$2; shift 2 ;;
    *) echo "soak.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
RESULTS="$HOME_DIR/releng/bench/results"
PLOTS="$HOME_DIR/docs/soak"
WORK="$HOME_DIR/releng/bench/target/soak-$MODE"
mkdir -p "$RESULTS" "$PLOTS"

ensure_gnuplot() {
  command -v gnuplot >/dev/null && return 0
  if [ "$(id -u)" = 0 ]; then
    apt-get install -y --no-install-recommends gnuplot-nox >/tmp/dyno-apt.log 2>&1 \
      || { apt-get update >>/tmp/dyno-apt.log 2>&1 && apt-get install -y --no-install-recommends gnuplot-nox >>/tmp/dyno-apt.log 2>&1; }
  fi
  command -v gnuplot >/dev/null || { echo "soak.sh: no gnuplot (apt-get install gnuplot-nox); CSV kept, no plot" >&2; return 1; }
}

# verdicts CSV: one line per series: its value at minute 5 and at the end, the least-squares growth per hour over
# minutes 5..end, and whether that is within the series' tolerance (column:tolerance per hour).
verdicts() {
  local csv=$1; shift
  awk -F, -v specs="$*" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    { m = $1; if (m < 5) next; n++; for (c in col) { v = $(col[c]); sx[c] += m; sy[c] += v; sxx[c] += m*m; sxy[c] += m*v
        if (m == 5) first[c] = v; last[c] = v; if (!(c in hi) || v > hi[c]) hi[c] = v } }
    END {
      k = split(specs, s, " ")
      for (j = 1; j <= k; j++) {
        split(s[j], p, ":"); c = p[1]; tol = p[2]
        d = n * sxx[c] - sx[c] * sx[c]; slope = d == 0 ? 0 : (n * sxy[c] - sx[c] * sy[c]) / d
        printf "  %-14s minute 5: %9.2f  end: %9.2f  max: %9.2f  growth/hour: %+9.2f  (tolerance %s)  %s\n", c, first[c], last[c], hi[c], slope * 60, tol, (slope * 60 <= tol ? "flat" : "GROWS")
      }
    }' "$csv"
}

plot() {  # plot CSV PNG TITLE "column:label ..."
  local csv=$1 png=$2 title=$3 series=($4) n=${#series[@]} i=0 cmds="" s c label
  ensure_gnuplot || return 0
  for s in "${series[@]}"; do
    c=${s%%:*}; label=${s#*:}; i=$((i + 1))
    cmds+="set title '${label//_/ }'; plot '$csv' using 'minute':'$c' with linespoints pt 7 ps 0.4 lw 2 notitle
"
  done
  gnuplot <<GP
set terminal pngcairo size 1200,$((260 * ((n + 1) / 2))) font 'sans,10'
set output '$png'
set datafile separator ','
set key autotitle columnhead
set multiplot layout $(((n + 1) / 2)),2 title '$title'
set xlabel 'minute'
set grid
set yrange [0:*]
$cmds
unset multiplot
GP
}

if [ "$MODE" = full ]; then
  rm -rf "$WORK" && mkdir -p "$WORK"
  # SWT tracks every resource only when the workbench's display is made with tracking: -debug with this option.
  printf 'org.eclipse.ui/debug=true\norg.eclipse.ui/trace/graphics=true\n' >"$WORK/soak.options"
  echo "soak: the workbench for $MINUTES minutes (log: $WORK/maven.log)" >&2
  DYNO_SOAK_MINUTES=$MINUTES DYNO_SOAK_OUT="$WORK" xvfb-run -a -s "-screen 0 1280x1024x24" \
    ./mvnw -B ${DYNO_MVN_ARGS:-} verify -pl "$BENCH_UI_MODULES,tests/dyno.app.ui.tests" -Dtest=SoakBench \
    -Dsurefire.failIfNoSpecifiedTests=false -DfailIfNoTests=false \
    -Ddyno.test.forkTimeout=$((MINUTES * 60 + 1800)) "-Ddyno.ui.appArgs=-debug $WORK/soak.options" \
    >"$WORK/maven.log" 2>&1 || { tail -n 60 "$WORK/maven.log" >&2; exit 1; }
  [ -f "$WORK/soak-done" ] || { echo "soak: no finished soak.csv; see $WORK/maven.log" >&2; exit 1; }
  CSV="$RESULTS/soak-full.csv"
  cp "$WORK/soak.csv" "$CSV"
  {
    echo "# releng/bench/soak.sh full, $(date -u +%FT%TZ), $MINUTES minutes, JDK $DYNO_JDK, $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "flatness after minute 5 (growth per hour from the least-squares slope):"
    verdicts "$CSV" heap_mb:5 threads:2 fds:4 swt_images:5 swt_fonts:2 swt_colors:5 swt_gcs:2 swt_other:5 connections:1 sampler_tasks:1
    awk -F, 'NR > 1 && $1 >= 5 { s += $2; n++ } END { printf "CPU, minutes 5..end (load runs and churn included): %.2f %% of one core on average\n", s / n }' "$CSV"
    echo "events:"
    sed 's/^/  /' "$WORK/soak-events.txt"
  } | tee "$RESULTS/soak-full.txt"
  plot "$CSV" "$PLOTS/soak-full.png" "Dyno workbench soak: 10 JVMs at 100 ms, Heap+Threads views, Live Profile, JMeter every 10 min, a JVM every 30 s" \
    "heap_mb:heap_after_GC_(MB) threads:threads fds:open_file_descriptors swt_images:SWT_images swt_fonts:SWT_fonts swt_gcs:SWT_GCs swt_other:other_SWT_resources cpu_pct:CPU_(%_of_one_core)"
  exit 0
fi

# quiet: as root, again inside PID and mount namespaces of its own, with a private /tmp (jvmstat's and the attach API's
# files, the X socket) and /proc. A private /tmp alone is not enough: jvmstat then takes every process of the machine
# for one in a container (its /proc/PID/root/tmp is another /tmp) and reads /proc/PID/status for each JVM file there.
if [ "$(id -u)" = 0 ] && [ -z "${DYNO_SOAK_ISOLATED:-}" ] && command -v unshare >/dev/null; then
  exec unshare --mount --pid --fork --mount-proc --propagation private env DYNO_SOAK_ISOLATED=1 bash -c \
    'mount -t tmpfs -o size=2g,mode=1777 tmpfs /tmp && exec "$0" "$@"' "$HOME_DIR/releng/bench/soak.sh" quiet --minutes "$MINUTES" --warmup "$WARMUP"
fi
[ -n "${DYNO_SOAK_ISOLATED:-}" ] || echo "soak: not root: the explorer also sees the machine's other JVMs" >&2
rm -rf "$WORK" && mkdir -p "$WORK"
TMPW=$(mktemp -d)
cleanup() {
  bench_stop_workbench
  cp "$TMPW/dyno.log" "$WORK/dyno.log" 2>/dev/null || true   # the workbench's output, kept
  rm -rf "$TMPW"
}
trap cleanup EXIT
bench_start_workbench 10 $((MINUTES * 60 + WARMUP + 600)) 100ms 1280x1024 "$TMPW"
echo "soak: workbench pid $DYNO_PID, warm-up $WARMUP s, then $MINUTES minutes" >&2
sleep "$WARMUP"
grep -q "opened Heap Generations for 10 of 10" "$TMPW/dyno.log" || { echo "soak: not every view opened:" >&2; cat "$TMPW/dyno.log" >&2; exit 1; }

ticks() { bench_ticks "$DYNO_PID"; }
HZ=$(getconf CLK_TCK)
CSV="$RESULTS/soak-quiet.csv"
echo "minute,cpu_pct,heap_mb,threads,fds,rss_mb,load1" >"$CSV"
START=$(date +%s.%N)
for minute in $(seq 0 "$MINUTES"); do
  CPU=""
  if [ "$minute" -gt 0 ]; then
    sleep "$(awk -v s="$START" -v m="$minute" -v now="$(date +%s.%N)" 'BEGIN { d = s + m * 60 - now; print (d > 0 ? d : 0) }')"
    T1=$(ticks) S1=$(date +%s.%N)
    CPU=$(awk -v t0="$T0" -v t1="$T1" -v s0="$S0" -v s1="$S1" -v hz="$HZ" 'BEGIN {printf "%.2f", (t1-t0)/hz/(s1-s0)*100}')
  fi
  HEAP=""
  [ $((minute % 10)) -eq 0 ] && HEAP=$(bench_heap_after_gc "$DYNO_PID")
  T0=$(ticks) S0=$(date +%s.%N)   # after the forced GC: its CPU time is in no minute
  THREADS=$(awk '/^Threads:/ {print $2}' "/proc/$DYNO_PID/status")
  FDS=$(ls "/proc/$DYNO_PID/fd" | wc -l)
  RSS=$(awk '/^VmRSS:/ {printf "%.1f", $2/1024}' "/proc/$DYNO_PID/status")
  echo "$minute,$CPU,$HEAP,$THREADS,$FDS,$RSS,$(cut -d' ' -f1 /proc/loadavg)" >>"$CSV"
done
{
  echo "# releng/bench/soak.sh quiet, $(date -u +%FT%TZ), 10 JVMs at 100 ms, $MINUTES minutes after $WARMUP s warm-up, JDK $DYNO_JDK, $(nproc) CPUs${DYNO_SOAK_ISOLATED:+, private /tmp}"
  awk -F, 'NR > 2 { s += $2; n++; if ($2 > hi) hi = $2; l += $7 } END { printf "workbench CPU: %.2f %% of one core on average over %d minutes (highest minute %.2f %%), machine load average %.2f\n", s / n, n, hi, l / n }' "$CSV"
  echo "flatness (growth per hour from the least-squares slope, minutes 5..end):"
  verdicts "$CSV" threads:2 fds:4 rss_mb:20
  awk -F, 'NR > 1 && $3 != "" { printf "  heap after full GC at minute %d: %s MB\n", $1, $3 }' "$CSV"
} | tee "$RESULTS/soak-quiet.txt"
plot "$CSV" "$PLOTS/soak-quiet.png" "Dyno workbench, 10 JVMs at 100 ms with their Heap Generations views, nothing else" \
  "cpu_pct:CPU_(%_of_one_core) threads:threads fds:open_file_descriptors rss_mb:RSS_(MB)"
