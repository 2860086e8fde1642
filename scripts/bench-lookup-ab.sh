#!/usr/bin/env bash
# A/B of two runtime archives on the present-table lookup benchmark (tests/api/bench/
# bench_lookup.c, issue 10), alternating A B A B ... in one run so that the host's drift falls
# on both alike. Runs on the emulated device (the present table is the same code on every
# device with its own memory); on the GPU machine use scripts/gpu-rt-ab.sh (its run.sh takes
# `lookup` to run only this benchmark).
#   bash scripts/bench-lookup-ab.sh OLD.a NEW.a [ROUNDS] [LOOKUPS]
# OLD.a / NEW.a: two liboxacc_rt.a (build the old one from the commit before, e.g.
#   git worktree add /tmp/old REV && (cd /tmp/old && cargo build --release -p oxacc-rt)).
# Prints each round's three rows (same address, in order, at random: __oxacc_dev_addr,
# __oxacc_dev_ptr, acc_deviceptr, ns per lookup), then each cell's min / median / max over the
# rounds. Fewer LOOKUPS (200000: 40,000 a timed round) suit a loaded machine better.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 2 ]; then
    echo "usage: $0 OLD.a NEW.a [ROUNDS] [LOOKUPS]" >&2
    exit 2
fi
rounds=${3:-6}
lookups=${4:-2000000}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for side in a b; do
    lib=$1
    [ $side = b ] && lib=$2
    cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -I crates/oxacc-rt/include \
        tests/api/bench/bench_lookup.c "$lib" -lpthread -ldl -lm -o "$dir/$side"
done
export ACC_DEVICE_TYPE="${ACC_DEVICE_TYPE:-emul}"
for ((r = 1; r <= rounds; r++)); do
    for side in a b; do
        "$dir/$side" "$lookups" | awk -v r="$r" -v s="$side" '
            /^same address|^in order|^at random/ {
                n = NF; printf "round %d %s %-13s %8s %8s %8s\n", r, s, $1 " " $2, $(n-2), $(n-1), $n
            }' | tee -a "$dir/all"
    done
done
echo "over $rounds rounds, min / median / max ns per lookup (dev_addr; dev_ptr; deviceptr):"
for side in a b; do
    for row in "same address" "in order" "at random"; do
        line="$side $(printf '%-13s' "$row")"
        for col in 3 2 1; do
            line="$line $(grep " $side $row " "$dir/all" | awk -v c=$col '{ print $(NF-c+1) }' | sort -n |
                awk '{ v[NR] = $1 } END { printf "%s/%s/%s", v[1], v[int((NR + 1) / 2)], v[NR] }')"
            [ $col != 1 ] && line="$line;"
        done
        echo "$line"
    done
done
