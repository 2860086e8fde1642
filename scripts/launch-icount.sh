#!/usr/bin/env bash
# The runtime's own host work per launch of generated code (issue 10), in instructions, on a
# machine without a GPU: tests/api/bench/launch_icount.c (bench_launch's generated-code region,
# acc/launch_region.c: a `parallel loop` over 1 element with 3 present arrays) runs N regions
# synchronously and N async(1) back to back on the NVIDIA backend over a test double of the
# driver (tests/api/bench/fake/libcuda.c built as libcuda.so), under valgrind's callgrind, each
# loop counted apart. Instruction counts do not depend on the machine's load, so two runtimes
# compare on a shared machine; the GPU's own time (scripts/gpu-rt-ab.sh) is not in them.
#   bash scripts/launch-icount.sh [DIR] [N] [TOP]
#     DIR: holds `oxacc` and its `liboxacc_rt.a` (default target/release, or
#          $CARGO_TARGET_DIR/release); N regions per loop (default 2000); TOP: how many
#          functions of each loop's inclusive profile to print (default 0).
# NVRTC must be found (OXACC_NVRTC, as for the build): oxacc embeds the region's cubin, or the
# runtime compiles it at the first launch (not counted either way).
# ICOUNT_KEEP=DIR keeps the callgrind profiles there (sync_loop.out, async_loop.out).
# Prints instructions per region, sync and async (the loop's count / N).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-${CARGO_TARGET_DIR:-target}/release}
n=${2:-2000}
top=${3:-0}
command -v valgrind >/dev/null || { echo "valgrind is needed" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -shared -fPIC -o "$tmp/libcuda.so" tests/api/bench/fake/libcuda.c
ln -s libcuda.so "$tmp/libcuda.so.1"   # the name bench_launch.c dlopens
"$dir/oxacc" -acc -O2 -gpu=cc90 -c tests/api/bench/acc/launch_region.c -o "$tmp/launch_region.o"
cc -std=c99 -O2 -pthread -I crates/oxacc-rt/include tests/api/bench/launch_icount.c "$tmp/launch_region.o" \
    "$dir/liboxacc_rt.a" -lpthread -ldl -lm -o "$tmp/launch_icount"
export LD_LIBRARY_PATH="$tmp${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
export ACC_DEVICE_TYPE=nvidia
"$tmp/launch_icount" "$n"
for loop in sync_loop async_loop; do
    valgrind --tool=callgrind --callgrind-out-file="$tmp/$loop.out" --toggle-collect="$loop" \
        "$tmp/launch_icount" "$n" >/dev/null 2>"$tmp/$loop.err" || { cat "$tmp/$loop.err" >&2; exit 1; }
    total=$(callgrind_annotate "$tmp/$loop.out" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
    awk -v l="$loop" -v t="$total" -v n="$n" 'BEGIN { printf "%-10s %10.1f instructions per region (%s over %d)\n", l, t / n, t, n }'
    [ -n "${ICOUNT_KEEP:-}" ] && cp "$tmp/$loop.out" "$ICOUNT_KEEP/"
    if [ "$top" -gt 0 ]; then
        callgrind_annotate --inclusive=yes "$tmp/$loop.out" 2>/dev/null | grep -E '^ *[0-9,]+ ' |
            awk -v n="$n" -v top="$top" 'NR <= top { c = $1; gsub(",", "", c); $1 = ""; $2 = ($2 ~ /^\(/) ? "" : $2; printf "    %9.1f %s\n", c / n, $0 }'
    fi
done
