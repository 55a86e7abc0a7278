#!/usr/bin/env bash
# Workbench sampling benchmark (issue 3): N child JVMs sampled every 100 ms with a Heap Generations view
# open for each, in the real product on a virtual display. Prints the workbench's CPU use as % of one core
# and its heap (used after a full GC) at the start and the end of the measured window.
#   releng/bench/workbench.sh [--jvms 10] [--seconds 60] [--interval 100ms] [--warmup 20] [--jfr FILE]
# --jfr records the measured window with Flight Recorder (profile settings; it costs CPU itself) for
# `jfr view hot-methods FILE` and `jfr print --events jdk.Compilation FILE`.
# --jvms 0 measures the idle workbench (the baseline the views add to).
# Also prints the threads that used the most CPU in the window (JIT compilers, renderers, UI, sampler).
# Needs: the product built (./dyno builds it when stale), xvfb-run, the sample targets jar (built by the reactor).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
JVMS=10 SECONDS_MEASURED=60 INTERVAL=100ms WARMUP=20 JFR=
while [ $# -gt 0 ]; do
  case "$1" in
    --jvms) JVMS=$2; shift 2 ;;
    --seconds) SECONDS_MEASURED=$2; shift 2 ;;
    --interval) INTERVAL=$2; shift 2 ;;
    --warmup) WARMUP=$2; shift 2 ;;
    --jfr) JFR=$(realpath -m "$2"); shift 2 ;;
    *) echo "usage: $0 [--jvms N] [--seconds S] [--interval 100ms] [--warmup S] [--jfr FILE]" >&2; exit 2 ;;
  esac
done
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
WORK=$(mktemp -d)
cleanup() {
  bench_stop_workbench
  rm -rf "$WORK"
}
trap cleanup EXIT
bench_start_workbench "$JVMS" 3600 "$INTERVAL" 1600x1200 "$WORK"
sleep "$WARMUP"

ticks() { bench_ticks "$DYNO_PID"; }
# Per thread: "tid ticks name" (the name is the field in parentheses, which may hold spaces).
thread_ticks() {
  for f in /proc/"$DYNO_PID"/task/*/stat; do
    sed -E 's/^([0-9]+) \((.*)\) [A-Za-z] (([^ ]+ ){10})([0-9]+) ([0-9]+).*/\1 \5 \6 \2/' "$f" 2>/dev/null |
      awk '{n=$4; for (i=5;i<=NF;i++) n=n" "$i; print $1, $2+$3, n}'
  done
}
HZ=$(getconf CLK_TCK)
HEAP_START=$(bench_heap_after_gc "$DYNO_PID")
[ -n "$JFR" ] && "$DYNO_JDK/bin/jcmd" "$DYNO_PID" JFR.start name=bench settings=profile >/dev/null
# JIT activity: compilations so far and the compilers' accumulated time (jstat -compiler: Compiled, Time).
jit() { "$DYNO_JDK/bin/jstat" -compiler "$DYNO_PID" | awk 'NR==2 {print $1, $4}'; }
thread_ticks >"$WORK/threads0"
JIT0=$(jit)
T0=$(ticks); S0=$(date +%s.%N)
sleep "$SECONDS_MEASURED"
T1=$(ticks); S1=$(date +%s.%N)
JIT1=$(jit)
[ -n "$JFR" ] && "$DYNO_JDK/bin/jcmd" "$DYNO_PID" JFR.stop name=bench filename="$JFR" >/dev/null
thread_ticks >"$WORK/threads1"
HEAP_END=$(bench_heap_after_gc "$DYNO_PID")
CPU=$(awk -v t0="$T0" -v t1="$T1" -v s0="$S0" -v s1="$S1" -v hz="$HZ" 'BEGIN {printf "%.2f", (t1-t0)/hz/(s1-s0)*100}')
VIEWS=$(sed -n 's/.*opened Heap Generations for \([0-9]*\) of \([0-9]*\) targets.*/\1 of \2/p' "$WORK/dyno.log")
echo "workbench bench: $JVMS JVMs, interval $INTERVAL, $SECONDS_MEASURED s measured after ${WARMUP} s warm-up, JDK $DYNO_JDK"
echo "  views opened:                 $VIEWS"
echo "  workbench CPU (% of one core): $CPU"
echo "  heap used after full GC (MB): $HEAP_START at start, $HEAP_END at end"
echo "$JIT0 $JIT1" | awk '{printf "  JIT compilations in the window: %d (compile time %.2f s)\n", $3-$1, $4-$2}'
echo "  busiest threads (% of one core):"
awk -v secs="$SECONDS_MEASURED" -v hz="$HZ" 'NR==FNR {t0[$1]=$2; next}
  {n=$3; for (i=4;i<=NF;i++) n=n" "$i; d=$2-(($1 in t0)?t0[$1]:0); if (d>0) use[n]+=d}
  END {for (n in use) printf "    %6.2f  %s\n", use[n]/hz/secs*100, n}' "$WORK/threads0" "$WORK/threads1" | sort -rn | head -n 8
