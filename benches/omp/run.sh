#!/usr/bin/env bash
# Runs the OpenMP synchronisation benchmark built by scripts/bench-omp.sh: the same source
# (benches/omp/syncbench.c) built by `oxacc -fopenmp` (oxacc's runtime) and by `gcc -fopenmp`
# (libgomp), alternately RUNS times per thread count, both with one delay length (taken once
# from the gcc build's `--calibrate`, or SYNCBENCH_DELAYLENGTH).
#
# For each construct, over the runs, of each run's overhead (syncbench's "best" column:
# min(test) - min(reference); its "median" column with STAT=median), in microseconds: the
# lowest (the headline: interference only ever adds time, and on a loaded machine whole runs
# are disturbed, a thread descheduled for a time slice at every barrier), then the median and
# the highest in brackets (the spread: a median far above the lowest says the machine was
# busy); and the ratio of the lowest, oxacc / libgomp (below 1: oxacc is faster). Overheads
# under 0.02 us are below what the method resolves: the ratio is shown as "~" when libgomp's is.
#
# Usage: bash run.sh [THREAD_COUNTS...]   (default: 1 2 8 16, those above the processors
#        skipped unless ALL=1); RUNS=5; STAT=best|median; RUN_LIMIT_S=60 (per run of one
#        build); SYNCBENCH_TARGET_US,
#        SYNCBENCH_OUTER, SYNCBENCH_DELAY_US, SYNCBENCH_DELAYLENGTH (see syncbench.c).
# Target (issue 12): no construct above 1.2x libgomp's overhead. A construct is listed as
# above it when oxacc's (lowest) overhead exceeds 1.2x libgomp's and libgomp's by more than
# 0.02 us (the resolution; so one where libgomp's overhead is ~0 and oxacc's is not is listed).
set -u
dir=$(cd "$(dirname "$0")" && pwd)
counts=("$@")
[ ${#counts[@]} -gt 0 ] || counts=(1 2 8 16)
procs=$(nproc)
runs=${RUNS:-5}
# One run takes about a second on a quiet machine; on a loaded one, where a waiting thread keeps
# the awaited one off its processor, a run can take half a minute (libgomp's long spins). The
# limits keep a whole device call within its 10 minutes: a run stops after RUN_LIMIT_S, and no
# run starts after TOTAL_LIMIT_S; the tests a run finished still count.
limit=${RUN_LIMIT_S:-20}
total=${TOTAL_LIMIT_S:-500}
col=2
[ "${STAT:-best}" = median ] && col=3
export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ -z "${SYNCBENCH_DELAYLENGTH:-}" ]; then
    SYNCBENCH_DELAYLENGTH=$(OMP_NUM_THREADS=1 "$dir/syncbench.gcc" --calibrate) || exit 1
fi
export SYNCBENCH_DELAYLENGTH
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "OpenMP overheads (us), oxacc -fopenmp vs gcc -fopenmp (libgomp): lowest of $runs runs [median highest], statistic ${STAT:-best}"
echo "machine: $(uname -n), $procs processors, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), load $(cut -d' ' -f1 /proc/loadavg), $(date -u +%Y-%m-%dT%H:%MZ), delaylength $SYNCBENCH_DELAYLENGTH"
# name -> "lowest median highest" over the runs, in first-seen order.
summary() {
    awk -v c="$col" '
        NF >= 3 { if (!($1 in n)) order[k++] = $1; v[$1, n[$1]++] = $c }
        END {
            for (i = 0; i < k; i++) {
                name = order[i]; m = n[name]
                for (a = 0; a < m; a++) s[a] = v[name, a]
                for (a = 1; a < m; a++) for (b = a; b > 0 && s[b - 1] > s[b]; b--) { t = s[b]; s[b] = s[b - 1]; s[b - 1] = t }
                med = (m % 2) ? s[int(m / 2)] : (s[m / 2 - 1] + s[m / 2]) / 2
                print name, s[0], med, s[m - 1]
            }
        }' "$1"
}
for t in "${counts[@]}"; do
    if [ "$t" -gt "$procs" ] && [ -z "${ALL:-}" ]; then
        echo "(skipping $t threads: more than the $procs processors; ALL=1 runs it)"
        continue
    fi
    : > "$tmp/oxacc.all"; : > "$tmp/gcc.all"
    i=0
    while [ $i -lt "$runs" ]; do
        if [ "$SECONDS" -ge "$total" ]; then
            echo "(TOTAL_LIMIT_S=${total}s reached: $i of $runs runs at $t threads)"
            break
        fi
        for b in oxacc gcc; do
            OMP_NUM_THREADS=$t OMP_PROC_BIND=false timeout "$limit" "$dir/syncbench.$b" >> "$tmp/$b.all" 2>/dev/null ||
                echo "($b run $((i + 1)) at $t threads failed or took over ${limit}s; its finished tests count)"
        done
        i=$((i + 1))
    done
    summary "$tmp/oxacc.all" > "$tmp/ox.txt"
    summary "$tmp/gcc.all" > "$tmp/gcc.txt"
    echo
    echo "== $t thread(s)"
    printf '%-12s %9s %-19s %9s %-19s %6s\n' construct oxacc "" libgomp "" ratio
    # Joined by name (a run cut short may lack tests; "-" where one build has no value).
    awk 'NR == FNR { g[$1] = $0; next } { print $0, ($1 in g) ? g[$1] : $1 " - - -" }' "$tmp/gcc.txt" "$tmp/ox.txt" | awk -v t="$t" '
    $6 == "-" { printf "%-12s %9.4f [%8.4f %8.4f] %9s %19s %6s\n", $1, $2, $3, $4, "-", "", "-"; next }
    {
        r = ($6 >= 0.02) ? sprintf("%6.2f", $2 / $6) : "     ~";
        printf "%-12s %9.4f [%8.4f %8.4f] %9.4f [%8.4f %8.4f] %s\n", $1, $2, $3, $4, $6, $7, $8, r
        if ($2 > 1.2 * $6 && $2 - $6 > 0.02) print t, $1, $2 / $6 >> "/dev/stderr"
    }' 2>> "$tmp/above" | tee -a "$tmp/table"
done
echo
if [ ! -s "$tmp/table" ]; then
    echo "no results"
elif [ -s "$tmp/above" ]; then
    awk '{ bad = bad " " $2 "@" $1 "(" sprintf("%.2f", $3) ")" } END { print "above 1.2x libgomp:" bad }' "$tmp/above"
else
    echo "every construct within 1.2x of libgomp (or within 0.02 us of it)"
fi
