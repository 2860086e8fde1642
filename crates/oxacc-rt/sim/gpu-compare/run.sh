#!/usr/bin/env bash
# Compares the simulator with a GPU on the deterministic kernels of tests/sim (see compare.c).
#   bash run.sh sim OUTDIR   here: builds the core and the modules with c++, runs them
#   bash run.sh gpu OUTDIR   on a GPU machine: builds cubins with nvcc (sm_90), runs them
#   bash run.sh compare SIMDIR GPUDIR
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
tests="$here/../../tests/sim"
mode="${1:-}"
if [[ "$mode" == compare ]]; then
    diff -r "$2" "$3" && echo "the simulator and the GPU agree on $(ls "$2" | wc -l) output buffers"
    exit
fi
out="$(mkdir -p "$2" && cd "$2" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# hygiene.cu is left out: nvcc (unlike NVRTC, which the runtime uses) includes the host's
# glibc headers, whose POSIX types it redefines on purpose
files="barriers warp atomics shared grid"
case "$mode" in
sim)
    flags="-std=c++17 -O1 -g0 -fPIC -shared -fstack-clash-protection -D__OXACC_SIM__"
    c++ $flags -DOXACC_SIM_CORE -fvisibility=hidden -x c++ "$here/../oxacc_sim.h" -o "$work/core.so" -lpthread -lm
    for f in $files; do
        cat "$tests/prelude.cuh" "$tests/$f.cu" > "$work/$f.cu"
        c++ $flags -include "$here/../oxacc_sim.h" -x c++ "$work/$f.cu" -o "$work/$f.so" -lm -lpthread
    done
    cc -O1 -DSIM "$here/compare.c" -o "$work/compare" -ldl
    "$work/compare" "$out" "$work/core.so" "$work"
    ;;
gpu)
    for f in $files; do
        cat "$tests/prelude.cuh" "$tests/$f.cu" > "$work/$f.cu"
        nvcc -cubin -arch=sm_90 -o "$work/$f.cubin" "$work/$f.cu"
    done
    cc -O1 -I/usr/local/cuda/include "$here/compare.c" -o "$work/compare" -L/usr/local/cuda/lib64/stubs -lcuda
    "$work/compare" "$out" "$work"
    ;;
*)
    echo "usage: run.sh sim|gpu OUTDIR | run.sh compare SIMDIR GPUDIR" >&2
    exit 2
    ;;
esac
