#!/usr/bin/env bash
# Live profile overhead benchmark (issue 22, point 4; see README.md here). Not part of ./releng/test.sh.
#   releng/bench/live-overhead.sh [--runs 3] [--seconds 60] [--busy 50] [--settle 30] [--out FILE]
# What the live profile (`./dyno top`, the Live Profile view: LiveProfile's default settings) costs the JVM it
# streams: the Profiled sample (tests/dyno.samples) with its spinner kept at --busy percent of one core, so the
# cost shows instead of being lost in a saturated core. Per run, a fresh sample JVM: 15 s to warm up, then its
# process CPU time (utime + stime of /proc/PID/stat) over --seconds without the stream, then `./dyno top PID`
# is started and given --settle seconds (attach, the JIT compiling the stream's code in the target: a one-time
# cost, printed apart), and the CPU time is read over --seconds again with the stream running. The spinner
# thread's own CPU time (/proc/PID/task/TID/stat) is read too: on a machine busier than its cores the scheduler
# gives the spinner less than its share, by chance, which moves the process's total by more than the stream
# does; the rest of the process (every other thread, among them the stream's: JFR's sampler and recorder, the
# JMX connection) is what the stream adds to. The overhead is the difference of the medians of that rest, in
# percent of one core; the totals are printed beside it. Needs the product built (./dyno; the script sets
# DYNO_NO_BUILD=1) and tests/dyno.samples' jar. Takes about --runs x (2 x --seconds + --settle + 20) seconds.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

RUNS=3
SECONDS_PER_PHASE=60
BUSY=50
SETTLE=30
OUT="$BENCH/results/live-overhead.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --seconds) SECONDS_PER_PHASE="$2"; shift 2 ;;
    --busy) BUSY="$2"; shift 2 ;;
    --settle) SETTLE="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    *) echo "live-overhead.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

source releng/bench/jars.sh
SAMPLES=$(jar_of tests/dyno.samples)
[ -n "$SAMPLES" ] || { echo "live-overhead.sh: build tests/dyno.samples first" >&2; exit 1; }
export DYNO_NO_BUILD=1
TICKS=$(getconf CLK_TCK)

# cpu_ms PID: the process's user + system CPU time so far, in milliseconds.
cpu_ms() { awk -v t="$TICKS" '{ print int(($14 + $15) * 1000 / t) }' "/proc/$1/stat"; }
# spinner_ms PID: the same of its thread named "spinner" (the command name may hold spaces: fields after ") ").
spinner_ms() {
  local task
  for task in /proc/"$1"/task/*; do
    if [ "$(cat "$task/comm")" = spinner ]; then
      sed 's/.*) //' "$task/stat" | awk -v t="$TICKS" '{ print int(($12 + $13) * 1000 / t) }'
      return
    fi
  done
  echo 0
}

# median of the arguments (an odd count gives the middle one, an even count the mean of the middle two).
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

SAMPLE_PID=""
TOP_PID=""
cleanup() {
  [ -n "$TOP_PID" ] && kill "$TOP_PID" 2>/dev/null || true
  [ -n "$SAMPLE_PID" ] && kill "$SAMPLE_PID" 2>/dev/null || true
}
trap cleanup EXIT

total_without=()
total_with=()
rest_without=()
rest_with=()
{
  echo "dyno live profile overhead bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "JDK $("$DYNO_JDK/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.version = //p'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) (shared machine)"
  echo "Profiled sample, spinner at $BUSY% of a core; CPU of the sample over $SECONDS_PER_PHASE s without, then with ./dyno top streaming (after $SETTLE s to settle)"
  for run in $(seq 1 "$RUNS"); do
    # The sample ends when its standard input closes: sleep holds it open for the sample's life.
    life=$((3 * SECONDS_PER_PHASE + SETTLE + 120))
    "$DYNO_JDK/bin/java" -Xmx64m -cp "$SAMPLES" dyno.samples.Profiled "$life" "$BUSY" >/dev/null < <(sleep "$life") &
    SAMPLE_PID=$!
    sleep 15
    a=$(cpu_ms "$SAMPLE_PID"); as=$(spinner_ms "$SAMPLE_PID")
    sleep "$SECONDS_PER_PHASE"
    b=$(cpu_ms "$SAMPLE_PID"); bs=$(spinner_ms "$SAMPLE_PID")
    ./dyno top "$SAMPLE_PID" --for $((SECONDS_PER_PHASE + SETTLE + 10))s >/dev/null 2>"$BENCH/target/live-overhead-top.err" &
    TOP_PID=$!
    sleep "$SETTLE"
    c=$(cpu_ms "$SAMPLE_PID"); cs=$(spinner_ms "$SAMPLE_PID")
    sleep "$SECONDS_PER_PHASE"
    d=$(cpu_ms "$SAMPLE_PID"); ds=$(spinner_ms "$SAMPLE_PID")
    wait "$TOP_PID" || { echo "run $run: dyno top failed: $(cat "$BENCH/target/live-overhead-top.err")"; exit 1; }
    TOP_PID=""
    recordings=$("$DYNO_JDK/bin/jcmd" "$SAMPLE_PID" JFR.check | grep -c '^Recording ' || true)
    kill "$SAMPLE_PID"; wait 2>/dev/null || true
    SAMPLE_PID=""
    total_without+=($((b - a))); total_with+=($((d - c)))
    rest_without+=($((b - a - (bs - as)))); rest_with+=($((d - c - (ds - cs))))
    echo "run $run: without $((b - a)) ms of CPU (spinner $((bs - as)), rest $((b - a - (bs - as)))), with $((d - c)) ms" \
      "(spinner $((ds - cs)), rest $((d - c - (ds - cs)))) in $SECONDS_PER_PHASE s; settling took $((c - b)) ms;" \
      "recordings left after top: $recordings; load $(cut -d' ' -f1 /proc/loadavg)"
  done
  tw=$(median "${total_without[@]}"); to=$(median "${total_with[@]}")
  rw=$(median "${rest_without[@]}"); ro=$(median "${rest_with[@]}")
  awk -v tw="$tw" -v to="$to" -v rw="$rw" -v ro="$ro" -v s="$SECONDS_PER_PHASE" 'BEGIN {
    printf "medians, whole process: without %d ms (%.1f%% of a core), with %d ms (%.1f%%): %+.2f%% of one core\n", tw, tw / s / 10, to, to / s / 10, (to - tw) / s / 10
    printf "medians, all but the spinner: without %d ms (%.1f%% of a core), with %d ms (%.1f%%)\n", rw, rw / s / 10, ro, ro / s / 10
    printf "overhead of the live profile: %.2f%% of one core (%d ms of CPU per %d s)\n", (ro - rw) / s / 10, ro - rw, s }'
} | tee "$OUT"
