#!/usr/bin/env bash
# Thread sampling benchmark of dyno.jvm.threads (see README.md here). Not part of ./releng/test.sh.
#   releng/bench/threads.sh [--threads N] [--busy N] [--samples N] [--seconds N] [--out FILE]
# Built and run as sampling.sh is (bench_run_engine in jars.sh).
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
bench_run_engine dyno.bench.ThreadsBench "$@"
