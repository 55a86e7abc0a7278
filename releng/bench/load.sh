#!/usr/bin/env bash
# Load session benchmark of dyno.load (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/load.sh [--threads 8] [--seconds 30] [--out FILE]
# One real LoadSession: the build's JMeter (releng/jmeter-home) runs the load tests' sample plan against the sample
# HTTP service (a child JVM, watched); prints JMeter's start and end overhead, the lag of the live numbers behind
# the samples, and the CPU Dyno's process spends following the run. Builds the jars when stale ($DYNO_MVN_ARGS,
# e.g. -o, goes to Maven).
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

THREADS=8
SECONDS_=30
OUT=""
while [ $# -gt 0 ]; do
  case "$1" in
    --threads) THREADS="$2"; shift 2 ;;
    --seconds) SECONDS_="$2"; shift 2 ;;
    --out) OUT="$2"; shift 2 ;;
    *) echo "load.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

source releng/bench/jars.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jvm bundles/dyno.load tests/dyno.samples" \
  "releng/jmeter-home,bundles/dyno.jvmstat"
JMETER_HOME_DIR="$HOME_DIR/releng/jmeter-home/target/jmeter-home"
[ -f "$JMETER_HOME_DIR/bin/ApacheJMeter.jar" ] || JAVA_HOME="$DYNO_JDK" ./mvnw -B -q ${DYNO_MVN_ARGS:-} package -pl releng/jmeter-home

CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of bundles/dyno.load):$(jar_of tests/dyno.samples)"
CLASSES="$BENCH/target/load-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/load" -name '*.java')
JAVA="$DYNO_JDK/bin/java"
read -r -a FLAGS <<<"$(sed -n 's:.*<dyno.jvm.flags>\(.*\)</dyno.jvm.flags>.*:\1:p' pom.xml)"
{
  echo "dyno load session bench, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "JDK $("$JAVA" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.version = //p'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "plan tests/dyno.load.tests/.../sample-http.jmx (3 labels, no timers) against dyno.samples.HttpService on 127.0.0.1"
  "$JAVA" "${FLAGS[@]}" -cp "$CLASSES:$CP" dyno.bench.LoadBench "$JMETER_HOME_DIR" \
    "$HOME_DIR/tests/dyno.load.tests/src/dyno/load/tests/plans/sample-http.jmx" "$THREADS" "$SECONDS_"
} | tee "${OUT:-$BENCH/results/load.txt}"
