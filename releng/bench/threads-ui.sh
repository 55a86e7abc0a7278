#!/usr/bin/env bash
# Threads view paint benchmark (issue 7): the timeline's cost on the UI thread with 2,000 threads sampled every
# second, measured inside the real workbench on a virtual display by tests/dyno.ui.tests' ThreadsTimelineBench
# (a Jemmy class the suite does not run). Writes releng/bench/results/threads-ui.txt. About 3 minutes.
#   releng/bench/threads-ui.sh            (offline build; DYNO_MVN_ARGS adds Maven arguments)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
source releng/jdk.sh
dyno_pick_jdk
export JAVA_HOME="$DYNO_JDK"
MODULES=targetplatform,bundles/dyno.core,bundles/dyno.jvmstat,bundles/dyno.jvm,bundles/dyno.ui,bundles/dyno.jvm.ui
MODULES=$MODULES,bundles/dyno.jboss,bundles/dyno.load,bundles/dyno.load.ui,bundles/dyno.heap,bundles/dyno.heap.ui
MODULES=$MODULES,bundles/dyno.cli,features/dyno.app.feature,features/dyno.jvm.feature,features/dyno.load.feature,features/dyno.jboss.feature,features/dyno.profile.feature,features/dyno.platform.feature,features/dyno.jmeter.feature,releng/jmeter-home
MODULES=$MODULES,tests/dyno.samples,tests/dyno.ui.tests
xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -o -B ${DYNO_MVN_ARGS:-} verify -pl "$MODULES" \
  -Dtest=ThreadsTimelineBench -Dsurefire.failIfNoSpecifiedTests=false -DfailIfNoTests=false >/tmp/threads-ui-bench.log 2>&1 ||
  { tail -n 40 /tmp/threads-ui-bench.log >&2; exit 1; }
mkdir -p releng/bench/results
cp tests/dyno.ui.tests/target/threads-ui-bench.txt releng/bench/results/threads-ui.txt
cat releng/bench/results/threads-ui.txt
