#!/usr/bin/env bash
# OpenMP synchronisation overheads, EPCC style (benches/omp/syncbench.c): the same source built
# by `oxacc -fopenmp` (oxacc's runtime, the CPU team of crates/oxacc-rt) and by
# `gcc -fopenmp -O2` (libgomp), side by side with their ratio.
#
#   scripts/bench-omp.sh                  build (release oxacc) and run here (threads 1 2 8 16,
#                                         those above the processor count skipped)
#   scripts/bench-omp.sh 1 2 4            the same with these thread counts
#   scripts/bench-omp.sh --bundle [DIR]   build DIR (default target/omp-bench) to run on another
#                                         machine without Rust or gcc: the oxacc binary (runtime
#                                         linked in, stripped), the gcc binary and the
#                                         libgomp.so.1 it was linked with, and run.sh:
#                                           bash DIR/run.sh [THREAD_COUNTS...]
#
# Environment: OXACC=path/to/oxacc (liboxacc_rt.a beside it) instead of building; RUNS (5),
# STAT (best|median: see run.sh); SYNCBENCH_TARGET_US, SYNCBENCH_OUTER, SYNCBENCH_DELAY_US,
# SYNCBENCH_DELAYLENGTH (syncbench.c).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=${CARGO_TARGET_DIR:-$root/target}
bundle=""
if [ "${1:-}" = "--bundle" ]; then
    bundle=${2:-$target/omp-bench}
    shift $(( $# >= 2 ? 2 : 1 ))
fi
if [ -n "${OXACC:-}" ]; then
    oxacc=$OXACC
else
    (cd "$root" && cargo build -q --release -p oxacc-driver -p oxacc-rt)
    oxacc=$target/release/oxacc
fi
out=${bundle:-$(mktemp -d)}
[ -n "$bundle" ] || trap 'rm -rf "$out"' EXIT
rm -rf "$out/lib"
mkdir -p "$out/lib"
src=$root/benches/omp/syncbench.c
"$oxacc" -fopenmp -O2 -Wall "$src" -o "$out/syncbench.oxacc"
gcc -fopenmp -O2 -Wall "$src" -o "$out/syncbench.gcc" -Wl,-rpath,'$ORIGIN/lib'
strip "$out/syncbench.oxacc" "$out/syncbench.gcc"
cp "$(gcc -print-file-name=libgomp.so.1)" "$out/lib/"
cp "$root/benches/omp/run.sh" "$out/run.sh"
if [ -n "$bundle" ]; then
    du -sh "$out"
    echo "bundle ready: bash $out/run.sh [1 2 8 16]"
    exit 0
fi
bash "$out/run.sh" "$@"
