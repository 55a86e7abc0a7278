#!/usr/bin/env bash
# Renders an HTML report (./dyno <command> --format html, or File > Export Report...) with headless Chromium, offline,
# into a PNG, to look at it as a reader's browser shows it.
#   releng/screenshot-html.sh report.html [report.png] [width,height]
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source "$HOME_DIR/releng/system-deps.sh"
[ $# -ge 1 ] || { echo "usage: releng/screenshot-html.sh report.html [report.png] [width,height]" >&2; exit 2; }
html=$(realpath "$1")
png=${2:-${html%.html}.png}
size=${3:-1300,900}
dyno_ensure_system_deps html || exit 1
# No sandbox as root (Chromium refuses it there); a throw-away profile; no network: the report must need none.
sandbox=(); [ "$(id -u)" = 0 ] && sandbox=(--no-sandbox)
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium --headless "${sandbox[@]}" --disable-gpu --user-data-dir="$profile" --proxy-server="127.0.0.1:9" \
  --window-size="$size" --screenshot="$(realpath -m "$png")" "file://$html" >/dev/null 2>&1
echo "$png"
