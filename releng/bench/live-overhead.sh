#!/usr/bin/env bash
# Live profile overhead benchmark (issue 22, point 4; see README.md here). Not part of ./releng/test.sh.
#   releng/bench/live-overhead.sh [--runs 3] [--seconds 60] [--busy 50] [--out FILE]
# What the live profile (`./dyno top`, the Live Profile view: LiveProfile's default settings) costs the JVM it
# streams: the Profiled sample (tests/dyno.samples) with its spinner kept at --busy percent of one core, so the
# cost shows instead of being lost in a saturated core. Per run, a fresh sample JVM: 15 s to warm up, then its
# process CPU time (utime + stime of /proc/PID/stat) over --seconds without the stream, then `./dyno top PID`
# is started, given 10 s to attach and start streaming, and the CPU time is read over --seconds again with the
# stream running. Prints each run and the medians; the overhead is the difference of the medians in percent of
# one core. Needs the product built (./dyno; the script sets DYNO_NO_BUILD=1) and tests/dyno.samples' jar.
# Takes about --runs x (2 x --seconds + 30) seconds. The machine may be shared: the load average is printed.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

RUNS=3
SECONDS_PER_PHASE=60
BUSY=50
OUT="$BENCH/results/live-overhead.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) RUNS="$2"; shift 2 ;;
    --seconds) SECONDS_PER_PHASE="$2"; shift 2 ;;
    --busy) BUSY="$2"; shift 2 ;;
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

# median of the arguments (an odd count gives the middle one, an even count the mean of the middle two).
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

SAMPLE_PID=""
TOP_PID=""
cleanup() {
  [ -n "$TOP_PID" ] && kill "$TOP_PID" 2>/dev/null || true
  [ -n "$SAMPLE_PID" ] && kill "$SAMPLE_PID" 2>/dev/null || true
}
trap cleanup EXIT

without=()
with=()
{
  echo "dyno live profile overhead bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "JDK $("$DYNO_JDK/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.version = //p'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg) (shared machine)"
  echo "Profiled sample, spinner at $BUSY% of a core; CPU time of the sample over $SECONDS_PER_PHASE s, without and with ./dyno top streaming"
  for run in $(seq 1 "$RUNS"); do
    # The sample ends when its standard input closes: sleep holds it open for the sample's life.
    life=$((4 * SECONDS_PER_PHASE + 120))
    "$DYNO_JDK/bin/java" -Xmx64m -cp "$SAMPLES" dyno.samples.Profiled "$life" "$BUSY" >/dev/null < <(sleep "$life") &
    SAMPLE_PID=$!
    sleep 15
    a=$(cpu_ms "$SAMPLE_PID"); sleep "$SECONDS_PER_PHASE"; b=$(cpu_ms "$SAMPLE_PID")
    ./dyno top "$SAMPLE_PID" --for $((SECONDS_PER_PHASE + 20))s >/dev/null 2>"$BENCH/target/live-overhead-top.err" &
    TOP_PID=$!
    sleep 10
    c=$(cpu_ms "$SAMPLE_PID"); sleep "$SECONDS_PER_PHASE"; d=$(cpu_ms "$SAMPLE_PID")
    wait "$TOP_PID" || { echo "run $run: dyno top failed: $(cat "$BENCH/target/live-overhead-top.err")"; exit 1; }
    TOP_PID=""
    recordings=$("$DYNO_JDK/bin/jcmd" "$SAMPLE_PID" JFR.check | grep -c '^Recording ' || true)
    kill "$SAMPLE_PID"; wait 2>/dev/null || true
    SAMPLE_PID=""
    without+=($((b - a)))
    with+=($((d - c)))
    echo "run $run: without $((b - a)) ms, with $((d - c)) ms of CPU in $SECONDS_PER_PHASE s; recordings left in the sample after top: $recordings"
  done
  mw=$(median "${without[@]}")
  mo=$(median "${with[@]}")
  awk -v w="$mw" -v o="$mo" -v s="$SECONDS_PER_PHASE" 'BEGIN {
    printf "median without: %d ms (%.1f%% of a core); median with: %d ms (%.1f%% of a core)\n", w, w / s / 10, o, o / s / 10
    printf "overhead of the live profile: %.2f%% of one core (%d ms of CPU per %d s)\n", (o - w) / s / 10, o - w, s }'
} | tee "$OUT"
