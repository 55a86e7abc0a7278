#!/usr/bin/env bash
# The README's perspective pictures: ./dyno demo on a 1280x1024 virtual display, once in the Light and once in the
# Dark theme (started with it, as after Preferences > General > Appearance and a restart), each Dyno perspective
# chosen on the perspective switcher as a user would, and the screen taken.
#   releng/demo-screenshots.sh [OUT_DIR]      (default docs/screenshots; needs Xvfb, xdotool, ImageMagick's import)
# By hand, after a change to what the perspectives show; look at the pictures before committing them.
# A fresh workspace per theme, so each perspective shows its own layout; the demo's WildFly comes from the cache
# ./dyno demo keeps (~/.cache/dyno), downloaded once.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# As root, in PID and mount namespaces of its own with a private /tmp and /proc (as soak.sh quiet): the explorer
# lists the demo's JVMs only, not the machine's builds and tests.
if [ "$(id -u)" = 0 ] && [ -z "${DYNO_SHOTS_ISOLATED:-}" ] && command -v unshare >/dev/null; then
  exec unshare --mount --pid --fork --mount-proc --propagation private env DYNO_SHOTS_ISOLATED=1 bash -c \
    'mount -t tmpfs -o size=2g,mode=1777 tmpfs /tmp && exec "$0" "$@"' "$(pwd)/releng/demo-screenshots.sh" "$@"
fi
OUT=$(realpath -m "${1:-docs/screenshots}")
mkdir -p "$OUT"
for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null || { echo "demo-screenshots: $tool is missing (apt-get install xvfb xdotool imagemagick)" >&2; exit 1; }
done
WORK=$(mktemp -d)
XVFB=
DEMO=
cleanup() {
  [ -n "$DEMO" ] && kill -- "-$DEMO" 2>/dev/null && wait "$DEMO" 2>/dev/null
  [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null
  rm -rf "$WORK"
}
trap cleanup EXIT
# A display number nobody uses.
for n in $(seq 90 140); do [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { D=$n; break; }; done
Xvfb ":$D" -screen 0 1280x1024x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB=$!
export DISPLAY=":$D" GDK_BACKEND=x11 NO_AT_BRIDGE=1
sleep 2

# Waits until the workbench window is mapped, then for the demo's views to have drawn for a while.
wait_for_workbench() {
  local i
  for i in $(seq 1 180); do
    if xdotool search --onlyvisible --name '^Dyno' >/dev/null 2>&1; then
      # The whole screen, as the UI tests' shell (there is no window manager to maximise it).
      xdotool search --onlyvisible --name '^Dyno' windowmove %@ 0 0 windowsize %@ 1280 1024
      sleep 45
      return 0
    fi
    kill -0 "$DEMO" 2>/dev/null || { echo "demo-screenshots: the demo ended; see $WORK/demo.log" >&2; cat "$WORK/demo.log" >&2; exit 1; }
    sleep 1
  done
  echo "demo-screenshots: no workbench window after 3 minutes; the demo said:" >&2
  tail -n 30 "$WORK/demo.log" >&2
  exit 1
}

# Clicks a perspective's button on the switcher (the tool bar's right end: the same place in each 1280-pixel-wide
# window) and waits for the layout and a few chart frames.
declare -A SWITCHER=([Monitor]=927 [Servers]=1015 [Load]=1094 [Profile]=1170 [Dyno]=1246)
show_perspective() {
  xdotool mousemove "${SWITCHER[$1]}" 39 click 1
  sleep 1
  xdotool mousemove 640 1010   # off the tool bar: no tooltip in the picture
  sleep 6
}

for theme in light dark; do
  id=org.eclipse.e4.ui.css.theme.e4_default
  [ "$theme" = dark ] && id=org.eclipse.e4.ui.css.theme.e4_dark
  # In a session of its own: stopping it stops the workbench, the samples and WildFly with it.
  DYNO_WORKSPACE="$WORK/workspace-$theme" setsid ./dyno demo -cssTheme "$id" >"$WORK/demo.log" 2>&1 &
  DEMO=$!
  wait_for_workbench
  for p in Monitor Servers Load Profile Dyno; do
    show_perspective "$p"
    import -window root "$OUT/perspective-${p,,}-$theme.png"
    echo "demo-screenshots: $OUT/perspective-${p,,}-$theme.png" >&2
  done
  kill -- "-$DEMO" 2>/dev/null || true
  wait "$DEMO" 2>/dev/null || true
  DEMO=
  # The demo's JVMs and WildFly end with it; give them a moment before the next round takes their ports.
  sleep 10
done
