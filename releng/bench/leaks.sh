#!/usr/bin/env bash
# Ranking benchmark of the leak finder (dyno.heap; see README.md here). Not part of ./releng/test.sh.
#   releng/bench/leaks.sh [--snapshots N] [--classes N] [--runs N] [--out FILE]
# Default: 100 snapshots x 20,000 classes, 10 measured runs after 5 warm-up runs; writes
# releng/bench/results/leaks.txt. Goal (issue 6): one ranking under 1 s.
# Builds dyno.core, dyno.jvm and dyno.heap when their jars are missing or older than the sources (extra Maven
# arguments, e.g. -o for offline, in $DYNO_MVN_ARGS), compiles the bench with javac and runs it on a plain class path.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

source releng/bench/jars.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jvm bundles/dyno.heap" "bundles/dyno.jvmstat"
CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of bundles/dyno.heap)"

CLASSES="$BENCH/target/leaks-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/leaks" -name '*.java')
ARGS=("$@")
[[ " $* " == *" --out "* ]] || ARGS+=(--out "$BENCH/results/leaks.txt")
exec "$DYNO_JDK/bin/java" -Xmx2g -cp "$CLASSES:$CP" dyno.bench.LeakRankBench "${ARGS[@]}"
