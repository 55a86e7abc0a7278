#!/usr/bin/env bash
# Where the suite's time goes (issue 37.1): reads the surefire reports a run of ./releng/test.sh left in
# tests/*/target and prints the tests' time per module and the slowest classes, with their test and failure counts.
#   releng/bench/suite-time.sh [CHECKOUT] [--top N]
# CHECKOUT: the clone the run was made in (default: this one). The module time is the sum of its classes' times
# (what the test JVMs spent, workbench start not included); the wall time of the whole run is test.sh's last line.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
top=15
while [ $# -gt 0 ]; do
  case "$1" in
    --top) top="$2"; shift 2 ;;
    *) root="$(cd "$1" && pwd)"; shift ;;
  esac
done
python3 - "$root" "$top" <<'EOF'
import glob, os, sys, xml.etree.ElementTree as ET
root, top = sys.argv[1], int(sys.argv[2])
modules, classes = {}, []
for f in sorted(glob.glob(os.path.join(root, "tests", "*", "target", "surefire-reports", "TEST-*.xml"))):
    module = f.split(os.sep)[-4]
    try:
        s = ET.parse(f).getroot()
    except ET.ParseError as e:
        print(f"unreadable report {f}: {e}", file=sys.stderr)
        continue
    t = float(s.get("time", "0").replace(",", ""))
    n, bad = int(s.get("tests", 0)), int(s.get("failures", 0)) + int(s.get("errors", 0))
    m = modules.setdefault(module, [0.0, 0, 0, 0])
    m[0] += t; m[1] += n; m[2] += bad; m[3] += 1
    classes.append((t, module, s.get("name"), n, bad))
if not modules:
    sys.exit(f"no surefire reports under {root}/tests/*/target")
fmt = lambda t: f"{int(t // 60)} min {t % 60:4.1f} s" if t >= 60 else f"{t:.1f} s"
print(f"{'module':28} {'tests':>6} {'failed':>6} {'classes':>7}  time")
for name, (t, n, bad, c) in sorted(modules.items(), key=lambda kv: -kv[1][0]):
    print(f"{name:28} {n:6} {bad:6} {c:7}  {fmt(t)}")
total = sum(m[0] for m in modules.values())
print(f"{'all':28} {sum(m[1] for m in modules.values()):6} {sum(m[2] for m in modules.values()):6} "
      f"{sum(m[3] for m in modules.values()):7}  {fmt(total)}")
print(f"\nslowest {top} classes")
for t, module, name, n, bad in sorted(classes, reverse=True)[:top]:
    print(f"  {fmt(t):>12}  {name} ({module}, {n} tests{', ' + str(bad) + ' failed' if bad else ''})")
EOF
