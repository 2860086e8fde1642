#!/usr/bin/env bash
# A/B of two builds of the runtime on the GPU machine's launch and lookup benchmarks
# (tests/api/bench/bench_launch.c, bench_lookup.c: issue 10's launch overhead and present-table
# lookups), alternating A B A B ... in one run so that the host's drift affects both alike.
#   bash scripts/gpu-rt-ab.sh --bundle OLD_DIR NEW_DIR
#       (here; each DIR holds an `oxacc` and its `liboxacc_rt.a`, as target/release does)
#       compiles bench_launch's generated-code region (acc/launch_region.c) with each oxacc, links
#       both benchmarks against each static runtime into gpu-rtab/{a,b} (stripped) and writes
#       gpu-rtab/run.sh; carry gpu-rtab to the GPU machine.
#   bash gpu-rtab/run.sh [ROUNDS]   (GPU machine) prints each round's launch ratios and the
#       lookups at random, A then B.
#   bash gpu-rtab/run.sh ROUNDS lookup   (GPU machine) only bench_lookup: each round's three
#       rows (same address, in order, at random) and the host's memory latency, A then B, then
#       each cell's min / median / max over the rounds (issue 10's present-table A/B).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != --bundle ] || [ $# -ne 3 ]; then
    echo "usage: $0 --bundle OLD_DIR NEW_DIR (each with oxacc and liboxacc_rt.a)" >&2
    exit 2
fi
out=gpu-rtab
rm -rf "$out"
cflags=(-std=c99 -O2 -D_POSIX_C_SOURCE=200809L -pthread -I crates/oxacc-rt/include -I tests/api)
for side in a b; do
    dir=$2
    [ $side = b ] && dir=$3
    mkdir -p "$out/$side"
    "$dir/oxacc" -acc -O2 -gpu=cc90 -c tests/api/bench/acc/launch_region.c -o "$out/$side/launch_region.o"
    cc "${cflags[@]}" tests/api/bench/bench_launch.c "$out/$side/launch_region.o" "$dir/liboxacc_rt.a" \
        -lpthread -ldl -lm -o "$out/$side/bench_launch"
    cc "${cflags[@]}" tests/api/bench/bench_lookup.c "$dir/liboxacc_rt.a" -lpthread -ldl -lm \
        -o "$out/$side/bench_lookup"
    rm "$out/$side/launch_region.o"
    strip "$out/$side/bench_launch" "$out/$side/bench_lookup"
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Alternates the two runtimes' benchmarks (see scripts/gpu-rt-ab.sh).
cd "$(dirname "$0")"
export ACC_DEVICE_TYPE=${ACC_DEVICE_TYPE:-nvidia}
rounds=${1:-3}
if [ "${2:-}" = lookup ]; then
    all=$(mktemp)
    for ((r = 1; r <= rounds; r++)); do
        for side in a b; do
            timeout 120 "$side/bench_lookup" | awk -v r="$r" -v s="$side" '
                /^same address|^in order|^at random/ {
                    n = NF; printf "round %d %s %-13s %8s %8s %8s\n", r, s, $1 " " $2, $(n-2), $(n-1), $n
                }
                /^host memory latency/ { printf "round %d %s %s\n", r, s, $0 }' | tee -a "$all"
        done
    done
    echo "over $rounds rounds, min / median / max ns per lookup (dev_addr; dev_ptr; deviceptr):"
    for side in a b; do
        for row in "same address" "in order" "at random"; do
            line="$side $(printf '%-13s' "$row")"
            for col in 3 2 1; do
                line="$line $(grep " $side $row " "$all" | awk -v c=$col '{ print $(NF-c+1) }' | sort -n |
                    awk '{ v[NR] = $1 } END { printf "%s/%s/%s", v[1], v[int((NR + 1) / 2)], v[NR] }')"
                [ $col != 1 ] && line="$line;"
            done
            echo "$line"
        done
    done
    rm -f "$all"
    exit 0
fi
for ((r = 1; r <= rounds; r++)); do
    for side in a b; do
        out=$(timeout 120 "$side/bench_launch" 20000)
        l=$(echo "$out" | grep -E 'x; target')
        g=$(echo "$out" | grep -o 'sync .*(.*x), async(1) back to back .*' | grep -o '([0-9.]*x)' | tr -d '()' | tr '\n' ' ')
        k=$(timeout 120 "$side/bench_lookup" | grep -E '^at random')
        printf 'round %d %s | launch sync %s async %s | generated code sync, async %s| lookup at random (dev_addr dev_ptr deviceptr) %s\n' \
            "$r" "$side" "$(echo "$l" | sed -n 1p | grep -o '([0-9.]*x' | tr -d '(')" \
            "$(echo "$l" | sed -n 2p | grep -o '([0-9.]*x' | tr -d '(')" "$g" "$(echo "$k" | awk '{print $3, $4, $5}')"
    done
done
RUN
du -sh "$out"
