#!/usr/bin/env bash
# Threads view paint benchmark (issue 7): the timeline's cost on the UI thread with 2,000 threads sampled every
# second, measured inside the real workbench on a virtual display by tests/dyno.jvm.ui.tests' ThreadsTimelineBench
# (a Jemmy class the suite does not run). Writes releng/bench/results/threads-ui.txt. About 3 minutes.
#   releng/bench/threads-ui.sh            (offline build; DYNO_MVN_ARGS adds Maven arguments)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
export JAVA_HOME="$DYNO_JDK"
xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -o -B ${DYNO_MVN_ARGS:-} verify -pl "$BENCH_UI_MODULES,tests/dyno.jvm.ui.tests" \
  -Dtest=ThreadsTimelineBench -Dsurefire.failIfNoSpecifiedTests=false -DfailIfNoTests=false >/tmp/threads-ui-bench.log 2>&1 ||
  { tail -n 40 /tmp/threads-ui-bench.log >&2; exit 1; }
mkdir -p releng/bench/results
cp tests/dyno.jvm.ui.tests/target/threads-ui-bench.txt releng/bench/results/threads-ui.txt
cat releng/bench/results/threads-ui.txt
