#!/usr/bin/env bash
# Runs the OpenMP synchronisation benchmark built by scripts/bench-omp.sh: the same source
# (benches/omp/syncbench.c) built by `oxacc -fopenmp` (oxacc's runtime) and by `gcc -fopenmp`
# (libgomp), alternately RUNS times per thread count; for each construct the best overhead
# over the runs, in microseconds, and the ratio oxacc / libgomp (below 1: oxacc is faster).
# A ratio is only meaningful when libgomp's overhead is well above the noise (shown as "~"
# when it is under 0.02 us).
#
# Usage: bash run.sh [THREAD_COUNTS...]   (default: 1 2 8 16, those above the processors
#        skipped unless ALL=1); RUNS=3; SYNCBENCH_TARGET_US, SYNCBENCH_OUTER (see syncbench.c).
# Target (issue 12): no construct above 1.2x libgomp's overhead.
set -u
dir=$(cd "$(dirname "$0")" && pwd)
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1 2 8 16)
procs=$(nproc)
runs=${RUNS:-3}
export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "OpenMP overheads (us), oxacc -fopenmp vs gcc -fopenmp (libgomp), best of $runs runs"
echo "machine: $(uname -n), $procs processors, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), load $(cut -d' ' -f1 /proc/loadavg), $(date -u +%Y-%m-%dT%H:%MZ)"
worst=0
for t in "${counts[@]}"; do
    if [ "$t" -gt "$procs" ] && [ -z "${ALL:-}" ]; then
        echo "(skipping $t threads: more than the $procs processors; ALL=1 runs it)"
        continue
    fi
    : > "$tmp/ox.all"; : > "$tmp/gcc.all"
    i=0
    while [ $i -lt "$runs" ]; do
        OMP_NUM_THREADS=$t OMP_PROC_BIND=false "$dir/syncbench.oxacc" >> "$tmp/ox.all" || echo "oxacc run failed" >&2
        OMP_NUM_THREADS=$t OMP_PROC_BIND=false "$dir/syncbench.gcc" >> "$tmp/gcc.all" || echo "gcc run failed" >&2
        i=$((i + 1))
    done
    best() { awk '!($1 in m) || $2 < m[$1] { if (!($1 in m)) order[n++] = $1; m[$1] = $2 } END { for (i = 0; i < n; i++) print order[i], m[order[i]] }' "$1"; }
    best "$tmp/ox.all" > "$tmp/ox.txt"
    best "$tmp/gcc.all" > "$tmp/gcc.txt"
    echo
    echo "== $t thread(s)"
    printf '%-14s %12s %12s %8s\n' construct oxacc libgomp ratio
    paste -d' ' "$tmp/ox.txt" "$tmp/gcc.txt" | awk '{
        r = ($4 >= 0.02) ? sprintf("%8.2f", $2 / $4) : "       ~";
        printf "%-14s %12.4f %12.4f %s\n", $1, $2, $4, r
    }' | tee -a "$tmp/table"
done
echo
awk 'NF == 4 && $4 != "~" && $4 > 1.2 { bad = bad " " $1 "(" $4 ")" } END { if (bad != "") print "above 1.2x libgomp:" bad; else print "every construct within 1.2x of libgomp" }' "$tmp/table"
