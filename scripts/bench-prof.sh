#!/usr/bin/env bash
# The overhead of the profiling interface (issue 11) on this machine: tests/prof/bench_launch.c
# (100,000 launches of a 1-element parallel loop per round) built by this oxacc and run
#   none:  no tool (the interface's cost when nobody listens: one load and branch per hook);
#   noop:  ACC_PROFLIB=tests/prof/nooplib.c, an empty callback registered for every event;
#   base:  built by BASE_OXACC (an oxacc from before the interface, e.g. main's), if given.
# Targets: noop at most 3% over none; none not measurably over base.
# Usage: scripts/bench-prof.sh [device type (default host)] [BASE_OXACC]
# On the GPU machine the bundle's prof/run.sh does the same (scripts/gpu-bundle-prof.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
dev=${1:-host}
base=${2:-}
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release -q -p oxacc-driver -p oxacc-rt
oxacc="$CARGO_TARGET_DIR/release/oxacc"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$oxacc" -acc -O2 -std=gnu11 tests/prof/bench_launch.c -o "$tmp/bench"
cc -shared -fPIC -O2 -I crates/oxacc-rt/include tests/prof/nooplib.c -o "$tmp/libnoop.so"
[ -n "$base" ] && "$base" -acc -O2 -std=gnu11 tests/prof/bench_launch.c -o "$tmp/bench_base"
# Interleaved runs, so that drift of the machine hits every variant alike.
for i in 1 2 3; do
    echo "none: $(ACC_DEVICE_TYPE=$dev "$tmp/bench")"
    echo "noop: $(ACC_DEVICE_TYPE=$dev ACC_PROFLIB=$tmp/libnoop.so "$tmp/bench")"
    [ -n "$base" ] && echo "base: $(ACC_DEVICE_TYPE=$dev "$tmp/bench_base")"
done
