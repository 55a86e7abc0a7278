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
