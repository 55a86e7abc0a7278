#!/usr/bin/env bash
# README's test command: builds Dyno and runs every test (UI tests in the real workbench under Xvfb).
# Installs what it needs (Xvfb, GTK 3, XTest, Chromium) with apt when run as root. Extra arguments go to Maven.
#
#   --stress   keeps every core busy with a competing load (one busy loop per core, normal priority) for the
#              whole run, so each wall-clock margin a test leans on is halved or worse: the suite must pass so too.
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
trap 'stop_load' EXIT
trap 'stop_load; exit 130' INT
trap 'stop_load; exit 143' TERM

started=$(date +%s)
status=0
xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -B clean verify ${maven_args[@]+"${maven_args[@]}"} || status=$?
echo "test: $(( ($(date +%s) - started) / 60 )) min $(( ($(date +%s) - started) % 60 )) s, exit $status$([ "$stress" = 1 ] && echo ' (stress)')" >&2
exit "$status"
