#!/usr/bin/env bash
# README's test command: builds Dyno and runs every test (UI tests in the real workbench under Xvfb).
# Installs what it needs (Xvfb, GTK 3, XTest, Chromium) with apt when run as root. Extra arguments go to Maven.
#
#   --stress   keeps every core busy with a competing load (one busy loop per core, normal priority) for the
#              whole run, so each wall-clock margin a test leans on is halved or worse: the suite must pass so too.
#
# The test modules run side by side (Maven -T, DYNO_TEST_THREADS, default 5): they mostly wait on child JVMs,
# WildFly boots and JMeter, not on the CPU. Each UI test bundle gets a display of its own (one Xvfb each), so two
# workbenches never fight over the keyboard focus.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source releng/jdk.sh
source releng/system-deps.sh
stress=0
maven_args=()
for arg in "$@"; do
  case "$arg" in
    --stress) stress=1 ;;
    *) maven_args+=("$arg") ;;
  esac
done
dyno_pick_jdk
dyno_ensure_system_deps test
echo "test: JDK $DYNO_JDK" >&2
export JAVA_HOME="$DYNO_JDK" GDK_BACKEND=x11 NO_AT_BRIDGE=1

load_pids=()
stop_load() {  # under set -e: the loops' own exit status (143, killed) must not become the run's
  if [ ${#load_pids[@]} -gt 0 ]; then
    kill "${load_pids[@]}" 2>/dev/null || true
    wait "${load_pids[@]}" 2>/dev/null || true
  fi
  load_pids=()
}
if [ "$stress" = 1 ]; then
  cores=$(nproc)
  # A shell busy loop needs nothing installed and competes for the CPU exactly as a second user's work would.
  for _ in $(seq "$cores"); do
    ( trap - INT TERM; while :; do :; done ) &
    load_pids+=("$!")
  done
  echo "test: --stress: $cores busy loops (pids ${load_pids[*]}) for the whole run" >&2
fi
displays_dir=$(mktemp -d)
display_pids=()
stop_displays() {
  if [ ${#display_pids[@]} -gt 0 ]; then
    kill "${display_pids[@]}" 2>/dev/null || true
    wait "${display_pids[@]}" 2>/dev/null || true
  fi
  display_pids=()
  rm -rf "$displays_dir"
}
trap 'stop_load; stop_displays' EXIT
trap 'stop_load; stop_displays; exit 130' INT
trap 'stop_load; stop_displays; exit 143' TERM
# One Xvfb per UI test bundle (the areas of tests/pom.xml's dyno.display.* properties). -displayfd makes Xvfb pick a
# free display number and write it once it accepts clients: the number in the file is the fact waited for. -r turns
# the keyboard's auto-repeat off: on a loaded machine the robot's key press can last longer than the repeat delay,
# and one Down pressed by a keyboard test then moved a selection several steps.
display_args=()
for area in app jvm heap profile load jboss ide; do
  Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp -r 3>"$displays_dir/$area" 2>"$displays_dir/$area.log" &
  display_pids+=("$!")
done
for area in app jvm heap profile load jboss ide; do
  for _ in $(seq 600); do  # 60 s at most: a display that does not come up is an installation error
    grep -q '^[0-9]' "$displays_dir/$area" 2>/dev/null && break
    sleep 0.1
  done
  n=$(head -1 "$displays_dir/$area" 2>/dev/null || true)
  [ -n "$n" ] || { echo "test: Xvfb for the $area UI tests did not start: $(cat "$displays_dir/$area.log")" >&2; exit 1; }
  display_args+=("-Ddyno.display.$area=:$n")
done
echo "test: UI displays ${display_args[*]}" >&2

started=$(date +%s)
status=0
xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -B -T "${DYNO_TEST_THREADS:-5}" clean verify "${display_args[@]}" \
  ${maven_args[@]+"${maven_args[@]}"} || status=$?
echo "test: $(( ($(date +%s) - started) / 60 )) min $(( ($(date +%s) - started) % 60 )) s, exit $status$([ "$stress" = 1 ] && echo ' (stress)')" >&2
exit "$status"
