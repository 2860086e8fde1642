#!/usr/bin/env bash
# A/B timing of two builds of the same OpenACC benchmark programs on the GPU machine, in one
# run, alternating (A B A B ...) so that the machine's drift affects both alike:
#   bash scripts/gpu-ab.sh DIR_A DIR_B ROUNDS BENCH...
# DIR_A and DIR_B hold BENCH.oxacc programs of benches/gpu (scripts/bench-gpu.sh --bundle
# makes gpu-run/bench/bin; keep a copy of an older bundle's bin/ for A). Each program prints
# its "RESULT bench impl kernels median min max" line (median of 10 after 2 warm-ups);
# prints, per benchmark, the kernel medians of every round for A and B and the ratio of
# their medians (B / A: below 1, B is faster). AB_MODE=total times the "total" lines instead
# (transfers + kernels). AB_DEVICE (nvidia) and AB_SMALL=1 (the programs'
# --small sizes) make a dry run possible on a machine without a GPU.
set -u
a=$1 b=$2 rounds=$3
shift 3
mode=${AB_MODE:-kernels}
printf '%-8s %-40s %-40s %7s\n' bench "A $mode ms (each round)" "B $mode ms (each round)" "B/A"
for bench in "$@"; do
    ta=() tb=()
    for ((r = 0; r < rounds; r++)); do
        for side in a b; do
            dir=$a
            [ $side = b ] && dir=$b
            ms=$(ACC_DEVICE_TYPE=${AB_DEVICE:-nvidia} timeout 120 "$dir/$bench.oxacc" ${AB_SMALL:+--small} 7 /dev/null 2>/dev/null |
                awk -v m="$mode" '$1 == "RESULT" && $4 == m { print $5 }')
            if [ $side = a ]; then ta+=("${ms:-nan}"); else tb+=("${ms:-nan}"); fi
        done
    done
    med() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
    ma=$(med "${ta[@]}") mb=$(med "${tb[@]}")
    printf '%-8s %-40s %-40s %7s\n' "$bench" "${ta[*]}" "${tb[*]}" \
        "$(awk -v x="$ma" -v y="$mb" 'BEGIN { if (x > 0) printf "%.3f", y / x; else print "-" }')"
done
