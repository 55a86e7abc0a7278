#!/usr/bin/env bash
# README's test command: builds Dyno and runs every test (UI tests in the real workbench under Xvfb).
# Installs what it needs (Xvfb, GTK 3, XTest, Chromium) with apt when run as root. Extra arguments go to Maven.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source releng/jdk.sh
source releng/system-deps.sh
dyno_pick_jdk
dyno_ensure_system_deps test
echo "test: JDK $DYNO_JDK" >&2
export JAVA_HOME="$DYNO_JDK" GDK_BACKEND=x11 NO_AT_BRIDGE=1
exec xvfb-run -a -s "-screen 0 1280x1024x24" ./mvnw -B clean verify "$@"
