# Sourced by the bench scripts (from the repository root, after releng/jdk.sh's dyno_pick_jdk): the jars of the
# modules a bench runs on, built with Maven when missing or older than their sources.

jar_of() { ls "$1"/target/*-SNAPSHOT.jar 2>/dev/null | head -n 1 || true; }  # empty when not built (pipefail)

# bench_build_stale "MODULE..." "EXTRA,MODULES,TO,BUILD": builds targetplatform, the extra modules and the
# modules when one of the modules' jars is stale (extra Maven arguments, e.g. -o, in $DYNO_MVN_ARGS).
bench_build_stale() {
  local modules=($1) extra="$2" stale="" m jar
  for m in "${modules[@]}"; do
    jar=$(jar_of "$m")
    if [ -z "$jar" ] || [ -n "$(find "$m" -name target -prune -o -type f -newer "$jar" -print -quit)" ]; then
      stale=yes
    fi
  done
  if [ -n "$stale" ]; then
    echo "bench: building ${modules[*]} with $DYNO_JDK" >&2
    JAVA_HOME="$DYNO_JDK" ./mvnw -B -q ${DYNO_MVN_ARGS:-} -DskipTests verify \
      -pl "targetplatform,${extra:+$extra,}$(IFS=,; echo "${modules[*]}")"
  fi
}

# bench_run_engine MAIN [ARGS...]: builds dyno.core, dyno.jvm and dyno.samples when stale, compiles src/ with javac
# into target/classes and runs MAIN on a plain class path with the JVM flags of the root pom's dyno.jvm.flags.
bench_run_engine() {
  local main="$1" classes="$HOME_DIR/releng/bench/target/classes" cp flags
  shift
  # dyno.jvm imports sun.jvmstat.monitor from the system bundle, which the dyno.jvmstat fragment exports.
  bench_build_stale "bundles/dyno.core bundles/dyno.jvm tests/dyno.samples" bundles/dyno.jvmstat
  cp="$(jar_of bundles/dyno.core):$(jar_of bundles/dyno.jvm):$(jar_of tests/dyno.samples)"
  rm -rf "$classes" && mkdir -p "$classes"
  "$DYNO_JDK/bin/javac" -nowarn -d "$classes" -cp "$cp" $(find "$HOME_DIR/releng/bench/src" -name '*.java')
  read -r -a flags <<<"$(sed -n 's:.*<dyno.jvm.flags>\(.*\)</dyno.jvm.flags>.*:\1:p' pom.xml)"
  exec "$DYNO_JDK/bin/java" "${flags[@]}" ${DYNO_BENCH_JAVA_OPTS:-} -cp "$classes:$cp" "$main" "$@"
}

# The modules a bench in a UI test bundle (tests/dyno.*.ui.tests) needs (the real workbench and everything it runs on,
# the page objects), for mvn -pl: the bench's script adds its own bundle.
BENCH_UI_MODULES=targetplatform,releng/jmeter-home,bundles,bundles/dyno.core,bundles/dyno.jvmstat,bundles/dyno.jvm
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.ui,bundles/dyno.jvm.ui,bundles/dyno.jboss,bundles/dyno.load,bundles/dyno.load.ui
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.heap,bundles/dyno.heap.ui,bundles/dyno.jboss.ui,bundles/dyno.profile
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.profile.ui,bundles/dyno.cli,bundles/dyno.app,bundles/dyno.ide,features
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.jvm.feature,features/dyno.jmeter.feature,features/dyno.load.feature
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.jboss.feature,features/dyno.profile.feature,features/dyno.app.feature
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.ide.feature,features/dyno.platform.feature,tests,tests/dyno.samples
BENCH_UI_MODULES=$BENCH_UI_MODULES,tests/dyno.ui.tests.pages

# bench_start_workbench JVMS LIFE_SECONDS INTERVAL SCREEN DIR: JVMS dyno.samples.Churn children (-Xmx64m, 2 KB/ms;
# each reads a pipe whose write end this shell holds, so they end with it, or after LIFE_SECONDS), then the product
# (./dyno, on a virtual display of SCREEN, workspace DIR/workspace, output DIR/dyno.log) with a Heap Generations
# view of each child sampled every INTERVAL. Sets BENCH_PIDS (the children) and DYNO_PID (the workbench's JVM);
# the caller's EXIT trap should end them (bench_stop_workbench).
bench_start_workbench() {
  local jvms=$1 life=$2 interval=$3 screen=$4 dir=$5 samples i fd open=()
  samples=$(ls tests/dyno.samples/target/dyno.samples-*.jar 2>/dev/null | head -n 1)
  [ -n "$samples" ] || { echo "bench: build first (./mvnw -o -DskipTests verify): no tests/dyno.samples jar" >&2; return 1; }
  BENCH_PIDS=()
  for i in $(seq 1 "$jvms"); do
    mkfifo "$dir/in$i"
    "$DYNO_JDK/bin/java" -Xmx64m -cp "$samples" dyno.samples.Churn "$life" 2 <"$dir/in$i" >"$dir/out$i" 2>&1 &
    BENCH_PIDS+=($!)
    exec {fd}>"$dir/in$i"   # the write end stays open while this shell lives
    open+=(--open "$!")
  done
  sleep 1
  DYNO_WORKSPACE="$dir/workspace" xvfb-run -a -s "-screen 0 ${screen}x24" \
    ./dyno "${open[@]}" ${open:+--interval "$interval"} >"$dir/dyno.log" 2>&1 &
  # The workbench JVM is the one whose command line names the equinox launcher and this workspace.
  DYNO_PID=
  for _ in $(seq 1 240); do
    DYNO_PID=$(pgrep -f "equinox.launcher.*-data $dir/workspace" | head -n 1 || true)
    [ -n "$DYNO_PID" ] && return 0
    sleep 0.5
  done
  echo "bench: the workbench did not start; log:" >&2
  cat "$dir/dyno.log" >&2
  return 1
}

bench_stop_workbench() {
  local p
  for p in "${BENCH_PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
  [ -n "${DYNO_PID:-}" ] && kill "$DYNO_PID" 2>/dev/null || true
}

# bench_ticks PID: the process's CPU time so far (user + system) in clock ticks.
bench_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

# bench_heap_after_gc PID: MB of heap in use right after a full GC (jcmd GC.run, then jstat -gc: S0U+S1U+EU+OU).
bench_heap_after_gc() {
  "$DYNO_JDK/bin/jcmd" "$1" GC.run >/dev/null
  "$DYNO_JDK/bin/jstat" -gc "$1" | awk 'NR==2 {printf "%.1f", ($3+$4+$6+$8)/1024}'
}
