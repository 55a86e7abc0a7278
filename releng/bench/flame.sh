#!/usr/bin/env bash
# Flame graph benchmark (issue 22): what the Recording editor's Flame Graph page costs on a 60 s recording that
# `./dyno profile --settings profile` made of the busy dyno.samples.Profiled child, and on a synthetic profile of
# 1,000,000 samples: building the graph, laying it out, drawing the picture off the UI thread, and the repaint on
# the UI thread (the copy of the finished picture onto a 1200x800 canvas; goal < 16 ms). Measured inside the real
# workbench on a virtual display by tests/dyno.profile.ui.tests' FlameGraphBench (a class the suite does not run).
# Writes releng/bench/results/flame.txt. About 5 minutes with the recording.
#   releng/bench/flame.sh [--seconds N] [--recording FILE]   (offline build; DYNO_MVN_ARGS adds Maven arguments)
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk
export JAVA_HOME="$DYNO_JDK"

SECONDS_TO_RECORD=60
RECORDING=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_TO_RECORD=$2; shift 2 ;;
    --recording) RECORDING=$(realpath "$2"); shift 2 ;;
    *) echo "flame.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
WORK="$BENCH/target/flame"
mkdir -p "$WORK"
source releng/bench/jars.sh

if [ -z "$RECORDING" ]; then
  bench_build_stale "tests/dyno.samples" ""
  RECORDING="$WORK/profiled.jfr"
  rm -f "$RECORDING"
  # The child ends when its standard input closes: keep a pipe open while it lives.
  mkfifo "$WORK/stdin" 2>/dev/null || true
  sleep 100000 > "$WORK/stdin" & HOLDER=$!
  "$DYNO_JDK/bin/java" -Xmx256m -cp "$(jar_of tests/dyno.samples)" dyno.samples.Profiled $((SECONDS_TO_RECORD + 120)) \
    < "$WORK/stdin" > "$WORK/profiled.out" 2>&1 & CHILD=$!
  trap 'kill $CHILD $HOLDER 2>/dev/null || true' EXIT
  until grep -qs "^ready" "$WORK/profiled.out"; do sleep 0.2; done
  ./dyno profile "$CHILD" --duration "${SECONDS_TO_RECORD}s" --settings profile -o "$RECORDING"
  kill $CHILD $HOLDER 2>/dev/null || true
fi

DYNO_FLAME_RECORDING="$RECORDING" xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -o -B ${DYNO_MVN_ARGS:-} verify -pl "$BENCH_UI_MODULES,tests/dyno.profile.ui.tests" \
  -Dtest=FlameGraphBench -Dsurefire.failIfNoSpecifiedTests=false -DfailIfNoTests=false \
  >"$WORK/bench.log" 2>&1 || { tail -n 40 "$WORK/bench.log" >&2; exit 1; }
mkdir -p releng/bench/results
cp tests/dyno.profile.ui.tests/target/flame-bench.txt releng/bench/results/flame.txt
cat releng/bench/results/flame.txt
