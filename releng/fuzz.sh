#!/usr/bin/env bash
# Coverage-guided fuzzing of Dyno's parsers with Jazzer (issue 28):
#   releng/fuzz.sh [--seconds N] [--jobs J] [TARGET...]
# TARGET is a class of tests/dyno.fuzz.tests/src/dyno/fuzz with Jazzer's fuzzerTestOneInput (XmlDocumentFuzz,
# ShellConfFuzz, PropertiesDocumentFuzz, JtlFuzz, HistogramTextFuzz, HprofFuzz, JfrFuzz, JmxPlanFuzz; default all),
# each fuzzed for N seconds (default 1800), J at a time (default 1: the machine is shared). Jazzer's standalone
# driver comes from Maven Central once into ~/.cache/dyno/jazzer; the engine and fuzz-target jars are built with
# Maven when older than their sources. Each target starts from a working copy of its committed corpus
# (tests/dyno.fuzz.tests/corpus/<TARGET>, crashes included) and stops at its first finding, which is copied into
# corpus/<TARGET>/crashes/ (replayed by CorpusReplayTest from then on: fix the parser, keep the input). Per input:
# a 10 s time limit and a 2 GB RSS limit. Executions and findings per target go to
# releng/bench/results/fuzz-<date>.txt; the libFuzzer logs to releng/bench/target/fuzz/<TARGET>.log.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

JAZZER_VERSION=0.30.0
SECONDS_PER_TARGET=1800
JOBS=1
TARGETS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_PER_TARGET=$2; shift 2 ;;
    --jobs) JOBS=$2; shift 2 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) TARGETS+=("$1"); shift ;;
  esac
done
CORPUS="$HOME_DIR/tests/dyno.fuzz.tests/corpus"
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=($(cd "$CORPUS" && ls))
for t in "${TARGETS[@]}"; do
  [ -d "$CORPUS/$t" ] || { echo "fuzz.sh: no target $t (one of: $(cd "$CORPUS" && echo *))" >&2; exit 2; }
done

# Jazzer's driver (its jar carries the native libFuzzer driver for linux x86-64 and aarch64).
JAZZER_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/dyno/jazzer"
mkdir -p "$JAZZER_DIR"
for artifact in jazzer jazzer-api; do
  jar="$JAZZER_DIR/$artifact-$JAZZER_VERSION.jar"
  if [ ! -s "$jar" ]; then
    curl -sfSL -o "$jar.part" \
      "https://repo.maven.apache.org/maven2/com/code-intelligence/$artifact/$JAZZER_VERSION/$artifact-$JAZZER_VERSION.jar"
    mv "$jar.part" "$jar"
  fi
done

# The engines the targets parse with and the targets, as plain jars (no OSGi needed to parse), and their libraries
# from the local Maven repository the build filled.
source releng/bench/jars.sh
ENGINES="bundles/dyno.core bundles/dyno.jvm bundles/dyno.heap bundles/dyno.jboss bundles/dyno.load bundles/dyno.profile"
bench_build_stale "$ENGINES tests/dyno.fuzz.tests" bundles/dyno.jvmstat
CP=""
for m in $ENGINES tests/dyno.fuzz.tests; do CP="$CP:$HOME_DIR/$(jar_of "$m")"; done
M2="$HOME/.m2/repository"
for lib in org/openjdk/jmc/common org/openjdk/jmc/flightrecorder org/openjdk/jmc/flightrecorder.rules \
    org/openjdk/jmc/flightrecorder.rules.jdk org/owasp/encoder/encoder com/google/code/gson/gson at/yawk/lz4/lz4-java; do
  jar=$(ls "$M2/$lib"/*/*.jar | grep -v -- '-sources' | sort -V | tail -n 1)
  CP="$CP:$jar"
done
CP=${CP#:}

WORK="$HOME_DIR/releng/bench/target/fuzz"
OUT="$HOME_DIR/releng/bench/results/fuzz-$(date -u +%Y-%m-%d).txt"
mkdir -p "$WORK" "$(dirname "$OUT")"

# Coverage and Jazzer's hooks only in Dyno's classes: instrumenting JMC's parser as the first JFR input loads it took
# longer than the time limit on the shared machine, and the findings looked for are Dyno's.
fuzz_one() {  # fuzz_one TARGET: runs Jazzer on the target, prints its result line
  local t=$1 dir="$WORK/$t" log="$WORK/$t.log" execs status=0 found=none started=$SECONDS
  rm -rf "$dir" && mkdir -p "$dir/corpus" "$dir/artifacts"
  find "$CORPUS/$t" -type f ! -name .keep -exec cp {} "$dir/corpus/" \;
  (cd "$dir" && "$DYNO_JDK/bin/java" -Xmx1g -Djava.awt.headless=true \
      -cp "$JAZZER_DIR/jazzer-$JAZZER_VERSION.jar:$JAZZER_DIR/jazzer-api-$JAZZER_VERSION.jar:$CP" \
      com.code_intelligence.jazzer.Jazzer --target_class="dyno.fuzz.$t" \
      --instrumentation_includes='dyno.**' --custom_hook_includes='dyno.**' \
      -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len=131072 \
      -artifact_prefix="$dir/artifacts/" -print_final_stats=1 corpus) >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *\([0-9]*\).*/\1/p' "$log" | tail -n 1)
  [ -n "$execs" ] || execs=$(sed -n 's/^#\([0-9]*\).*DONE.*/\1/p' "$log" | tail -n 1)
  for crash in "$dir"/artifacts/*; do
    [ -f "$crash" ] || continue
    cp "$crash" "$CORPUS/$t/crashes/"
    found="$(basename "$crash"): $(grep -m1 -E '^== Java Exception|^==[0-9]+== ERROR' "$log" | cut -c1-200)"
  done
  [ "$status" -eq 0 ] || [ "$found" != none ] || found="Jazzer exited with $status (see $log)"
  # the time it ran: less than asked when it stopped at a finding
  printf '%-24s %4ss %12s executions  finding: %s\n' "$t" "$((SECONDS - started))" "${execs:-?}" "$found"
}

{
  echo "# releng/fuzz.sh $(date -u +%FT%TZ) Jazzer $JAZZER_VERSION, $("$DYNO_JDK/bin/java" -version 2>&1 | head -n 1)"
  running=0
  for t in "${TARGETS[@]}"; do
    fuzz_one "$t" > "$WORK/$t.result" &
    running=$((running + 1))
    if [ "$running" -ge "$JOBS" ]; then wait -n || true; running=$((running - 1)); fi
  done
  wait
  for t in "${TARGETS[@]}"; do cat "$WORK/$t.result"; done
} | tee -a "$OUT"
