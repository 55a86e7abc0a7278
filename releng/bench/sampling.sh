#!/usr/bin/env bash
# Sampling benchmarks of the dyno.jvm engine (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/sampling.sh [--seconds N] [--samples N] [--jvms N] [--churn] [--out FILE]
# Builds dyno.core, dyno.jvm and dyno.samples when their jars are missing or older than the sources
# (extra Maven arguments, e.g. -o for offline, in $DYNO_MVN_ARGS), compiles the bench with javac and runs it
# on a plain class path with the JVM flags of the root pom's dyno.jvm.flags.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

MODULES=(bundles/dyno.core bundles/dyno.jvm tests/dyno.samples)
jar_of() { ls "$1"/target/*-SNAPSHOT.jar 2>/dev/null | head -n 1; }

stale=""
for m in "${MODULES[@]}"; do
  jar=$(jar_of "$m")
  if [ -z "$jar" ] || [ -n "$(find "$m" -name target -prune -o -type f -newer "$jar" -print -quit)" ]; then
    stale=yes
  fi
done
if [ -n "$stale" ]; then
  echo "bench: building ${MODULES[*]} with $DYNO_JDK" >&2
  # dyno.jvm imports sun.jvmstat.monitor from the system bundle, which the dyno.jvmstat fragment exports.
  JAVA_HOME="$DYNO_JDK" ./mvnw -B -q ${DYNO_MVN_ARGS:-} -DskipTests verify \
    -pl targetplatform,bundles/dyno.core,bundles/dyno.jvmstat,bundles/dyno.jvm,tests/dyno.samples
fi

CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of tests/dyno.samples)"
CLASSES="$BENCH/target/classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/src" -name '*.java')

read -r -a FLAGS <<<"$(sed -n 's:.*<dyno.jvm.flags>\(.*\)</dyno.jvm.flags>.*:\1:p' pom.xml)"
exec "$DYNO_JDK/bin/java" "${FLAGS[@]}" -cp "$CLASSES:$CP" dyno.bench.SamplingBench "$@"
