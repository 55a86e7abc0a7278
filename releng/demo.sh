#!/usr/bin/env bash
# ./dyno demo: Dyno opened on something worth looking at, all on 127.0.0.1:
#   - Leaky (a cache that grows: the leak finder's subject) and HttpService (a small HTTP service), from tests/, and
#     two snapshots of Leaky in the demo's snapshot store (~/.cache/dyno/demo/snapshots);
#   - a WildFly 39 (downloaded once from Maven Central into ~/.cache/dyno, a private copy in ~/.cache/dyno/demo),
#     started with a port offset of 100 (welcome page on http://127.0.0.1:8180/) when it can be had, with its
#     statistics on and a page that holds a connection of its ExampleDS pool (dyno.samples.WildFlyPoolLoad), which
#     a few HTTP clients keep requesting, so its Server Runtime view (open at start; for another JVM the explorer's
#     context menu) shows Undertow's busy threads and the pool moving;
#   - the workbench with a Heap Generations view per JVM, WildFly's server tree in the JBoss Servers view and a
#     ready "JMeter Load Test" configuration (Run > Run Configurations…) against the HTTP service, watching it.
# Closing the workbench stops everything the demo started. DYNO_DEMO_NO_WILDFLY=1 leaves WildFly out.
# Called by ./dyno, which has built the product; needs a display like ./dyno itself.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source releng/jdk.sh
dyno_pick_jdk
JAVA="$DYNO_JDK/bin/java"
shopt -s nullglob
SAMPLES=(tests/dyno.samples/target/dyno.samples-*.jar)
[ ${#SAMPLES[@]} -gt 0 ] || { echo "dyno demo: no sample targets jar; build first (./mvnw -o -DskipTests verify)" >&2; exit 1; }
SAMPLES=$(realpath "${SAMPLES[0]}")
PLAN=$(realpath tests/dyno.load.tests/src/dyno/load/tests/plans/sample-http.jmx)
DEMO="${DYNO_DEMO:-$HOME/.cache/dyno/demo}"
mkdir -p "$DEMO"
WORK=$(mktemp -d)
WILDFLY_JVM=
cleanup() {
  [ -n "$WILDFLY_JVM" ] && kill "$WILDFLY_JVM" 2>/dev/null && echo "dyno demo: stopping WildFly" >&2
  rm -rf "$WORK"   # the samples exit by themselves when this script's pipes close
}
trap cleanup EXIT

# A sample target that lives as long as this script: it exits when its stdin (a pipe this script holds open, not
# in a subshell) closes. Sets STARTED to its pid.
start_sample() {  # name java-args...
  local name=$1; shift
  mkfifo "$WORK/$name.in"
  "$JAVA" -cp "$SAMPLES" "$@" <"$WORK/$name.in" >"$WORK/$name.out" 2>&1 &
  STARTED=$!
  exec {fd}>"$WORK/$name.in"
  for _ in $(seq 1 100); do grep -qx ready "$WORK/$name.out" 2>/dev/null && break; sleep 0.1; done
}
# Leaky lives as long as the demo (its default is 10 minutes); 5 sessions a tick (about 3 MB a minute) fill its
# 384 MB in about two hours, where 20 ended it with an OutOfMemoryError after half an hour.
start_sample leaky -Xmx384m -Ddyno.samples.lifetimeSeconds=86400 dyno.samples.Leaky 5 2
LEAKY=$STARTED
start_sample http -Xmx128m dyno.samples.HttpService 86400
HTTP=$STARTED
HTTP_PORT=$(sed -n 's/^port //p' "$WORK/http.out")
echo "dyno demo: Leaky is pid $LEAKY; HttpService is pid $HTTP on http://127.0.0.1:$HTTP_PORT/" >&2

# Two class-histogram snapshots of Leaky a few seconds apart, in the demo's own snapshot store: the Snapshots view
# lists them, and Diff or Find Leaks on them shows the growing cache at once.
export DYNO_SNAPSHOTS="$DEMO/snapshots"
for i in 1 2; do
  ./dyno histo "$LEAKY" >/dev/null 2>&1 || echo "dyno demo: no snapshot of Leaky ($i)" >&2
  [ "$i" = 1 ] && sleep 5
done

ARGS=(--open "$LEAKY" --open "$HTTP" --load-plan "$PLAN" --load-port "$HTTP_PORT" --load-watch "$HTTP")
if [ -z "${DYNO_DEMO_NO_WILDFLY:-}" ]; then
  echo "dyno demo: WildFly (the first time it is downloaded from Maven Central, 260 MB) ..." >&2
  if CACHED=$("$JAVA" -cp "$SAMPLES" dyno.samples.WildFlyDist 2>"$WORK/wildfly-fetch.err"); then
    WILDFLY="$DEMO/$(basename "$CACHED")"
    [ -d "$WILDFLY" ] || cp -a "$CACHED" "$WILDFLY"
    "$JAVA" -cp "$SAMPLES" dyno.samples.WildFlyPoolLoad "$WILDFLY"
    JAVA_HOME="$DYNO_JDK" "$WILDFLY/bin/standalone.sh" -b 127.0.0.1 -bmanagement 127.0.0.1 \
      -Djboss.socket.binding.port-offset=100 >"$DEMO/wildfly.log" 2>&1 &
    for _ in $(seq 1 300); do
      WILDFLY_JVM=$(pgrep -f "jboss-modules.jar.*-Djboss.home.dir=$WILDFLY" | head -n 1 || true)
      [ -n "$WILDFLY_JVM" ] && break
      sleep 0.1
    done
    if [ -n "$WILDFLY_JVM" ]; then
      echo "dyno demo: WildFly is pid $WILDFLY_JVM, welcome page on http://127.0.0.1:8180/ (log: $DEMO/wildfly.log)" >&2
      ARGS+=(--open "$WILDFLY_JVM" --server "$WILDFLY" --runtime "$WILDFLY_JVM")
      # Clients of the pool page; they wait out the boot (a refused request is retried), and end with this script.
      start_sample wildfly-load dyno.samples.WildFlyPoolLoad --load 8180 4
    else
      echo "dyno demo: WildFly did not start; its output is in $DEMO/wildfly.log. Going on without it." >&2
    fi
  else
    echo "dyno demo: no WildFly ($(tail -n 1 "$WORK/wildfly-fetch.err")); going on without it." >&2
  fi
fi
./dyno "${ARGS[@]}" "$@"
