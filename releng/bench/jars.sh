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

# The modules a bench in tests/dyno.ui.tests needs (the real workbench and everything it runs on), for mvn -pl.
BENCH_UI_MODULES=targetplatform,releng/jmeter-home,bundles,bundles/dyno.core,bundles/dyno.jvmstat,bundles/dyno.jvm
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.ui,bundles/dyno.jvm.ui,bundles/dyno.jboss,bundles/dyno.load,bundles/dyno.load.ui
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.heap,bundles/dyno.heap.ui,bundles/dyno.jboss.ui,bundles/dyno.profile
BENCH_UI_MODULES=$BENCH_UI_MODULES,bundles/dyno.profile.ui,bundles/dyno.cli,bundles/dyno.app,bundles/dyno.ide,features
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.jvm.feature,features/dyno.jmeter.feature,features/dyno.load.feature
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.jboss.feature,features/dyno.profile.feature,features/dyno.app.feature
BENCH_UI_MODULES=$BENCH_UI_MODULES,features/dyno.ide.feature,features/dyno.platform.feature,tests,tests/dyno.samples
BENCH_UI_MODULES=$BENCH_UI_MODULES,tests/dyno.ui.tests
