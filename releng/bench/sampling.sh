#!/usr/bin/env bash
# Sampling benchmarks of the dyno.jvm engine (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/sampling.sh [--seconds N] [--samples N] [--jvms N] [--churn] [--out FILE]
# Builds dyno.core, dyno.jvm and dyno.samples when their jars are missing or older than the sources
# (extra Maven arguments, e.g. -o for offline, in $DYNO_MVN_ARGS), compiles the bench with javac and runs it
# on a plain class path with the JVM flags of the root pom's dyno.jvm.flags.
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
bench_run_engine dyno.bench.SamplingBench "$@"
