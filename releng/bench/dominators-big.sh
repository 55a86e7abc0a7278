#!/usr/bin/env bash
# A dump twice the size of Dyno's heap (issue 23, point 7): `./dyno dominators` on a heap dump of about 2 GB
# (30 million objects) with -Xmx1g, where the per-object arrays of the analysis cannot all be on the heap.
#   releng/bench/dominators-big.sh [--sessions N] [--payload BYTES] [--heap SIZE] [--keep] [--out FILE]
# The dump is of a dyno.samples.Leaky child grown to 7,500,000 sessions of 120 bytes (leaky-dump.sh; the child
# itself runs with -Xmx3g). `./dyno dominators DUMP --top 5` then runs twice in fresh JVMs, the heap limited
# through JAVA_TOOL_OPTIONS (the JVM's own way to add a flag to a launcher's): cold, its index files removed first,
# and again, reading the index file the first run left next to the dump. Each run: wall time, CPU, peak RSS (which
# counts the pages of the mapped dump, of the mapped scratch arrays and of the mapped index file: the kernel's page
# cache, which it may drop, not the Java heap) and the most heap in use before a collection (from the GC log).
# The dump and its index files are deleted at the end unless --keep. Writes releng/bench/results/dominators-big.txt.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$HOME_DIR/releng/bench"
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk

SESSIONS=7500000
PAYLOAD=120
HEAP=1g
KEEP=""
OUT="$BENCH/results/dominators-big.txt"
while [ $# -gt 0 ]; do
  case "$1" in
    --sessions) SESSIONS=$2; shift 2 ;;
    --payload) PAYLOAD=$2; shift 2 ;;
    --heap) HEAP=$2; shift 2 ;;
    --keep) KEEP=yes; shift ;;
    --out) OUT=$2; shift 2 ;;
    *) echo "dominators-big.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
WORK="$BENCH/target/hprof"
DUMP="$WORK/leaky-big.hprof"
mkdir -p "$WORK"

source releng/bench/jars.sh
source releng/bench/leaky-dump.sh
bench_build_stale "tests/dyno.samples" ""
[ -f "$DUMP" ] || bench_leaky_dump "$DUMP" "$SESSIONS" "$PAYLOAD" "$WORK/big-histogram.txt"
[ -n "$KEEP" ] || trap 'rm -f "$DUMP" "$DUMP".*' EXIT
./dyno --help > /dev/null  # builds the product first if it is stale: not part of the timings
rm -f "$DUMP".*
sync

run() {  # run NAME: ./dyno dominators once, limited to the heap; its first lines, time, peak RSS and heap
  local name=$1
  JAVA_TOOL_OPTIONS="-Xmx$HEAP -Xlog:gc:file=$WORK/big-$name.gc" /usr/bin/time -f "%M %e %U %S" -o "$WORK/big-$name.time" \
    ./dyno dominators "$DUMP" --top 5 > "$WORK/big-$name.out" 2>&1 || { echo "$name failed:"; tail -n 5 "$WORK/big-$name.out"; }
  grep -v "^Picked up JAVA_TOOL_OPTIONS" "$WORK/big-$name.out" | head -n 14 | sed 's/^/  /'
  local heap
  heap=$(grep -oE '[0-9]+M->[0-9]+M' "$WORK/big-$name.gc" | cut -dM -f1 | sort -n | tail -n 1)
  awk -v n="$name" -v h="$HEAP" -v used="${heap:-?}" '{ printf "%-6s %.1f s wall, %.1f s CPU (user+system), peak RSS %.0f MiB, most heap in use %s MiB (-Xmx%s)\n", n, $2, $3 + $4, $1 / 1024, used, h }' "$WORK/big-$name.time"
}

{
  echo "# Dominator tree of a dump twice Dyno's heap, $(date -u '+%Y-%m-%d %H:%M UTC') ($(nproc) CPUs shared with other builds, load $(cut -d' ' -f1-3 /proc/loadavg))"
  echo "JDK: $("$DYNO_JDK/bin/java" -version 2>&1 | head -n 1)"
  echo "dump: $(basename "$DUMP") (bench_leaky_dump, $SESSIONS sessions of $PAYLOAD bytes), $(( $(stat -c %s "$DUMP") / 1048576 )) MiB;" \
    "the JVM's histogram: $(grep -E '^Total' "$WORK/big-histogram.txt" || echo '?')"
  echo
  echo "./dyno dominators $(basename "$DUMP") --top 5, cold:"
  run cold
  stamp=$(stat -c %Y "$DUMP.dominators" 2>/dev/null || echo none)
  echo
  echo "./dyno dominators $(basename "$DUMP") --top 5, again:"
  run again
  echo "index file $(basename "$DUMP").dominators: $(( $(stat -c %s "$DUMP.dominators") / 1048576 )) MiB," \
    "$( [ "$stamp" = "$(stat -c %Y "$DUMP.dominators")" ] && echo "reused (not written again)" || echo "WRITTEN AGAIN")"
} | tee "$OUT.new"
mv "$OUT.new" "$OUT"
