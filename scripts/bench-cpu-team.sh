#!/usr/bin/env bash
# CPU team against libgomp, EPCC-style (benches/cpu/team_bench.c), same machine, one run:
# the overhead of an empty parallel region and of a barrier at 1, 2, 8 and 16 threads (median of
# 21 measurements of 2000 each, microseconds), oxacc's team (__oxacc_run_team /
# __oxacc_team_barrier, what `#pragma acc parallel` runs on the host) against gcc -fopenmp
# (`#pragma omp parallel` / `#pragma omp barrier`), the two alternating; then the 2-thread
# 2048^2 Jacobi step with the CPU and L3 domain of each thread, oxacc with and without its
# cache-domain spreading (OXACC_TEAM_SPREAD=0) and libgomp unbound and with OMP_PROC_BIND=spread.
#
#   bash scripts/bench-cpu-team.sh              # builds here (release runtime) and runs
#   bash scripts/bench-cpu-team.sh --build DIR  # builds DIR/team_acc, DIR/team_omp, DIR/run-cpu-team.sh
#   bash DIR/run-cpu-team.sh DIR                # runs a build (the GPU bundle's cpu/ folder)
# THREADS="1 2 8 16" (the default) picks the thread counts.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build() { # build DIR
    local dir=$1 target=${CARGO_TARGET_DIR:-$root/target}
    mkdir -p "$dir"
    (cd "$root" && cargo build -q --release -p oxacc-rt)
    cc -O2 -std=c99 -I "$root/crates/oxacc-rt/include" "$root/benches/cpu/team_bench.c" \
        "$target/release/liboxacc_rt.a" -lpthread -ldl -lm -o "$dir/team_acc"
    gcc -O2 -fopenmp "$root/benches/cpu/team_bench.c" -o "$dir/team_omp" -Wl,-rpath,'$ORIGIN/../lib'
    cp "$root/scripts/bench-cpu-team.sh" "$dir/run-cpu-team.sh"
}
run() { # run DIR
    local dir=$1
    echo "CPU team vs libgomp: $(date -u '+%Y-%m-%d %H:%M UTC'), $(uname -n), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
    if command -v lscpu >/dev/null; then lscpu | grep -E '^(L3|L2|NUMA node\(s\)|Socket|Core|Thread)' | sed 's/  */ /g'; fi
    echo "L3 domains (cpu list per /sys .../cache/index3/shared_cpu_list):" \
        $(cat /sys/devices/system/cpu/cpu*/cache/index3/shared_cpu_list 2>/dev/null | sort -u | tr '\n' ' ')
    for n in ${THREADS:-1 2 8 16}; do
        for rep in 1 2; do
            ACC_DEVICE_TYPE=host ACC_NUM_CORES=$n "$dir/team_acc" region barrier
            OMP_NUM_THREADS=$n OMP_PROC_BIND=false "$dir/team_omp" region barrier
        done
    done | sort -s -k1,1 -k4,4n | awk '{ print } $1 != p { p = $1 }'
    echo "2-thread Jacobi (2048^2 doubles, 64 MB; median ms of 21) and where the threads ran (cpu/L3 id):"
    for rep in 1 2; do
        ACC_DEVICE_TYPE=host ACC_NUM_CORES=2 "$dir/team_acc" jacobi | sed 's/$/  [spread on]/'
        ACC_DEVICE_TYPE=host ACC_NUM_CORES=2 OXACC_TEAM_SPREAD=0 "$dir/team_acc" jacobi | sed 's/$/  [OXACC_TEAM_SPREAD=0]/'
        OMP_NUM_THREADS=2 OMP_PROC_BIND=false "$dir/team_omp" jacobi | sed 's/$/  [unbound]/'
        OMP_NUM_THREADS=2 OMP_PROC_BIND=spread "$dir/team_omp" jacobi | sed 's/$/  [OMP_PROC_BIND=spread]/'
    done
}
case "${1:-}" in
    --build) build "$2" ;;
    "") tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT; build "$tmp"; run "$tmp" ;;
    *) run "$1" ;;
esac
