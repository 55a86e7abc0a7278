# Sourced by ./dyno and .ci/run: picks the JDK that builds and runs Dyno.
# The Eclipse platform of Dyno's target declares JavaSE-21, so a JDK >= 21 is required.
# Order: $DYNO_JAVA_HOME, $JAVA_HOME, then every JDK under /usr/lib/jvm (newest first).

dyno_jdk_feature() {  # prints the feature release (17, 21, 25 ...) of the JDK in $1
  local release="$1/release" v
  [ -x "$1/bin/java" ] && [ -x "$1/bin/javac" ] || return 1
  if [ -r "$release" ]; then
    v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")
  else
    v=$("$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
  fi
  [ -n "$v" ] && echo "$v"
}

dyno_pick_jdk() {
  local candidate v
  for candidate in "${DYNO_JAVA_HOME:-}" "${JAVA_HOME:-}" $(ls -d /usr/lib/jvm/* 2>/dev/null | sort -rV); do
    [ -n "$candidate" ] || continue
    v=$(dyno_jdk_feature "$candidate") || continue
    if [ "$v" -ge 21 ]; then
      DYNO_JDK="$candidate"
      return 0
    fi
  done
  echo "dyno: no JDK 21 or newer found (looked at \$DYNO_JAVA_HOME, \$JAVA_HOME and /usr/lib/jvm/*)." >&2
  echo "dyno: install one, e.g. 'apt-get install openjdk-21-jdk' or Temurin 21/25, or set DYNO_JAVA_HOME." >&2
  return 1
}
