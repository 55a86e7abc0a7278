#!/usr/bin/env bash
# Lint benchmark of the dyno.jboss rule engine (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/lint.sh [SERVER_HOME] [--profile NAME] [--runs N] [--out FILE]
# Default: the JBoss AS 5.1.0.GA fixture (../shared/fixtures), profile 'all', 30 measured runs after 10 warm-up
# runs in one JVM; prints the median wall time of one whole lint. Goal (issue 4): < 1 s warm.
# Builds dyno.core and dyno.jboss when their jars are missing or older than the sources (extra Maven arguments,
# e.g. -o for offline, in $DYNO_MVN_ARGS), compiles the bench with javac and runs it on a plain class path with
# the EMF jars of the target platform from the local Maven repository.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

source releng/bench/jars.sh
bench_build_stale "bundles/dyno.core bundles/dyno.jboss" ""

# The EMF jars the target platform pins, from the local repository Tycho resolved them into.
emf_jar() {
  local v
  v=$(sed -n "s:.*<artifactId>$1</artifactId><version>\([^<]*\)</version>.*:\1:p" targetplatform/dyno.target | head -n 1)
  if [ -z "$v" ]; then  # brought in as a dependency of another artifact: take the newest in the repository
    ls -d "$HOME/.m2/repository/org/eclipse/emf/$1"/*/ | sort -V | tail -n 1 | xargs basename
    return
  fi
  echo "$v"
}
M2="$HOME/.m2/repository/org/eclipse/emf"
ECORE="$M2/org.eclipse.emf.ecore/$(emf_jar org.eclipse.emf.ecore)"
COMMON="$M2/org.eclipse.emf.common/$(emf_jar org.eclipse.emf.common)"
CP="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jboss):$(ls "$ECORE"/*.jar | grep -v sources | head -n 1):$(ls "$COMMON"/*.jar | grep -v sources | head -n 1)"

CLASSES="$BENCH/target/lint-classes"
rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$DYNO_JDK/bin/javac" -nowarn -d "$CLASSES" -cp "$CP" $(find "$BENCH/lint" -name '*.java')
exec "$DYNO_JDK/bin/java" -cp "$CLASSES:$CP" dyno.bench.LintBench --fixtures "$HOME_DIR/../shared/fixtures" "$@"
