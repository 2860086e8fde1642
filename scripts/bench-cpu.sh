#!/bin/sh
# CPU benchmarks: oxacc -acc (multicore host team) against gcc -fopenmp -O2 on the same loops
# (benches/cpu/kernels.h), both columns and their ratio in one run.
#
#   scripts/bench-cpu.sh            # builds oxacc (release) and runs with every core
#   THREADS=4 scripts/bench-cpu.sh  # fixes the thread count of both runtimes
#   OXACC=path/to/oxacc scripts/bench-cpu.sh   # uses that oxacc (liboxacc_rt.a beside it)
#
# Each number is the best of several repetitions (seconds; the empty region in microseconds).
# Ratio = oxacc / gcc: below 1.0 oxacc is faster.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
threads=${THREADS:-$(nproc)}
target=${CARGO_TARGET_DIR:-$root/target}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ -n "${OXACC:-}" ]; then
    oxacc=$OXACC
else
    (cd "$root" && cargo build -q --release -p oxacc-driver -p oxacc-rt)
    oxacc=$target/release/oxacc
fi
"$oxacc" -acc -O2 -I"$root/benches/cpu" "$root/benches/cpu/bench_acc.c" -o "$out/acc"
gcc -fopenmp -O2 -I"$root/benches/cpu" "$root/benches/cpu/bench_omp.c" -o "$out/omp"
# Alternate the two programs RUNS times and keep each benchmark's best time: a busy machine
# then slows both columns alike instead of whichever ran during a spike.
runs=${RUNS:-3}
i=0
while [ $i -lt "$runs" ]; do
    ACC_DEVICE_TYPE=host ACC_NUM_CORES=$threads "$out/acc" >> "$out/acc.all" 2> "$out/acc.err"
    OMP_NUM_THREADS=$threads OMP_PROC_BIND=false "$out/omp" >> "$out/omp.all" 2> "$out/omp.err"
    i=$((i + 1))
done
best() { awk '!($1 in m) || $2 < m[$1] { if (!($1 in m)) order[n++] = $1; m[$1] = $2 } END { for (i = 0; i < n; i++) print order[i], m[order[i]] }' "$1"; }
best "$out/acc.all" > "$out/acc.txt"
best "$out/omp.all" > "$out/omp.txt"
if ! cmp -s "$out/acc.err" "$out/omp.err"; then
    echo "warning: results differ: oxacc: $(cat "$out/acc.err"); gcc: $(cat "$out/omp.err")" >&2
fi
echo "oxacc multicore vs gcc -fopenmp -O2, $threads threads, best of $runs runs, $(uname -n) ($(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)), $(date -u +%Y-%m-%dT%H:%MZ)"
printf '%-14s %14s %14s %8s\n' benchmark "oxacc" "gcc-openmp" "ratio"
paste -d" " "$out/acc.txt" "$out/omp.txt" | while read -r name a _ o; do
    case $name in
        empty_region) unit=us; a=$(awk -v x="$a" 'BEGIN { print x * 1000000 }'); o=$(awk -v x="$o" 'BEGIN { print x * 1000000 }') ;;
        *) unit=s ;;
    esac
    awk -v n="$name" -v a="$a" -v o="$o" -v u="$unit" 'BEGIN { printf "%-14s %12.6f%-2s %12.6f%-2s %8.2f\n", n, a, u, o, u, a / o }'
done
