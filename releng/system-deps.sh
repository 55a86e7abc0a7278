# Sourced by ./dyno and .ci/run: makes sure the system libraries Dyno's workbench needs are present.
# SWT (gtk3) needs libgtk-3; headless test runs need Xvfb; Jemmy's java.awt.Robot needs XTest.
# Installs with apt when run as root; otherwise says what to install.

dyno_missing_packages() {  # $@: "check:package" pairs; prints the packages whose check fails
  local pair check pkg libraries=
  for pair in "$@"; do
    check=${pair%%:*}; pkg=${pair#*:}
    case "$check" in
      # ldconfig is in /sbin, outside a normal user's PATH on Debian. The cache is read whole, not piped into
      # grep -q: under the callers' pipefail, grep leaving at the first match kills ldconfig with SIGPIPE now and
      # then, and a present library read as missing.
      lib=*) [ -n "$libraries" ] || libraries=$(ldconfig -p 2>/dev/null || /sbin/ldconfig -p 2>/dev/null || true)
        [[ $libraries == *"${check#lib=}"* ]] || echo "$pkg" ;;
      cmd=*) command -v "${check#cmd=}" >/dev/null 2>&1 || echo "$pkg" ;;
    esac
  done
}

# $1: "gui" (a workbench on an existing display), "test" (workbench under Xvfb) or "html" (headless Chromium,
# to look at an HTML report as a browser shows it)
dyno_ensure_system_deps() {
  local wanted=()
  case "$1" in
    gui) wanted=("lib=libgtk-3.so.0:libgtk-3-0" "lib=libXtst.so.6:libxtst6") ;;
    # the UI tests also look at exported HTML reports as a browser shows them (releng/screenshot-html.sh)
    test) wanted=("lib=libgtk-3.so.0:libgtk-3-0" "lib=libXtst.so.6:libxtst6" "cmd=xvfb-run:xvfb" "cmd=xauth:xauth"
      "cmd=chromium:chromium") ;;
    html) wanted=("cmd=chromium:chromium") ;;
  esac
  local missing
  missing=$(dyno_missing_packages "${wanted[@]}" | tr '\n' ' ')
  [ -z "${missing// /}" ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "dyno: installing $missing(apt-get) ..." >&2
    if ! { apt-get install -y --no-install-recommends $missing >/tmp/dyno-apt.log 2>&1 \
        || { apt-get update >>/tmp/dyno-apt.log 2>&1 \
             && apt-get install -y --no-install-recommends $missing >>/tmp/dyno-apt.log 2>&1; }; }; then
      echo "dyno: could not install $missing; see /tmp/dyno-apt.log" >&2
      return 1
    fi
    return 0
  fi
  echo "dyno: missing system packages: $missing- install them (e.g. sudo apt-get install $missing)" >&2
  return 1
}
