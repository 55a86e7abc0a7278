#!/usr/bin/env bash
# Does Dyno's JMX sampling make its target grow? (issue 26, point 10; see JmxSamplingGrowth.java). Not part of
# ./releng/test.sh. About 3 x --seconds (default 120).
#   releng/bench/jmx-sampling-growth.sh [--seconds N] [--every N] [--out FILE]
set -euo pipefail
HOME_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$HOME_DIR"
source releng/jdk.sh
dyno_pick_jdk
source releng/bench/jars.sh
bench_run_engine dyno.bench.JmxSamplingGrowth "$@"
