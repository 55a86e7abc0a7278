#!/usr/bin/env bash
# Thread sampling benchmark of dyno.jvm.threads (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/threads.sh [--threads N] [--busy N] [--samples N] [--seconds N] [--out FILE]
# Builds dyno.core, dyno.jvm and dyno.samples when their jars are missing or older than the sources
# (extra Maven arguments, e.g. -o for offline, in $DYNO_MVN_ARGS), compiles the bench with javac and runs it
# on a plain class path with the JVM flags of the root pom's dyno.jvm.flags.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

source releng/bench/jars.sh
# dyno.jvm imports sun.jvmstat.monitor from the system bundle, which the dyno.jvmstat fragment exports.
bench_build_stale "bundles/dyno.core bundles/dyno.jvm tests/dyno.samples" bundles/dyno.jvmstat

CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of tests/dyno.samples)"
CLASSES="$BENCH/target/classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/src" -name '*.java')

read -r -a FLAGS <<<"$(sed -n 's:.*<dyno.jvm.flags>\(.*\)</dyno.jvm.flags>.*:\1:p' pom.xml)"
exec "$DYNO_JDK/bin/java" "${FLAGS[@]}" ${DYNO_BENCH_JAVA_OPTS:-} -cp "$CLASSES:$CP" dyno.bench.ThreadsBench "$@"
