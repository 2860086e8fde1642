#!/usr/bin/env bash
# Adds the profiling-interface checks (issue 11) to the GPU bundle: gpu-run/prof/ with
#   prog, prog_linked (tests/prof/prog.c; the second with tests/prof/proflib.c linked in),
#   libproflib.so, report (tests/prof/report.c), bench and libnoop.so (tests/prof/bench_launch.c,
#   nooplib.c), bench_base when BASE_OXACC is given (an oxacc from before the interface, e.g.
#   main's: `git archive main | tar -x -C /tmp/base && cargo build --release -p oxacc-driver
#   -p oxacc-rt` there), the expected logs, and run.sh (tests/prof/gpu-run.sh).
# The programs link the runtime statically (as `oxacc -acc` does), so they need nothing from
# gpu-run/lib. On the GPU machine: bash gpu-run/prof/run.sh (exit 0: every check passed).
# Usage: scripts/gpu-bundle-prof.sh [BASE_OXACC]
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:-}
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p oxacc-driver -p oxacc-rt
oxacc="$CARGO_TARGET_DIR/release/oxacc"
out=gpu-run/prof
rm -rf "$out"
mkdir -p "$out"
flags=(-acc -std=gnu11 -O2 -gpu=cc90)
inc=crates/oxacc-rt/include
"$oxacc" "${flags[@]}" tests/prof/prog.c -o "$out/prog"
"$oxacc" "${flags[@]}" tests/prof/prog.c tests/prof/proflib.c -o "$out/prog_linked"
"$oxacc" "${flags[@]}" tests/prof/report.c -o "$out/report"
"$oxacc" "${flags[@]}" tests/prof/bench_launch.c -o "$out/bench"
cc -shared -fPIC -O2 -std=gnu11 -I "$inc" tests/prof/proflib.c -o "$out/libproflib.so"
cc -shared -fPIC -O2 -std=gnu11 -I "$inc" tests/prof/nooplib.c -o "$out/libnoop.so"
if [ -n "$base" ]; then
    "$base" "${flags[@]}" tests/prof/bench_launch.c -o "$out/bench_base"
fi
strip "$out"/prog "$out"/prog_linked "$out"/report "$out"/bench "$out"/bench_base 2> /dev/null || true
cp tests/prof/expect-emul.log tests/prof/check_trace.py "$out/"
cp tests/prof/gpu-run.sh "$out/run.sh"
du -sh "$out"
