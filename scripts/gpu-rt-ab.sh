#!/usr/bin/env bash
# A/B of two builds of the runtime on the GPU machine's launch and lookup benchmarks
# (tests/api/bench/bench_launch.c, bench_lookup.c: issue 10's launch overhead and present-table
# lookups), alternating A B A B ... in one run so that the host's drift affects both alike.
#   bash scripts/gpu-rt-ab.sh --bundle OLD/liboxacc_rt.a NEW/liboxacc_rt.a
#       (here) links both benchmarks against each static runtime into gpu-rtab/{a,b} (stripped)
#       and writes gpu-rtab/run.sh; carry gpu-rtab to the GPU machine.
#   bash gpu-rtab/run.sh [ROUNDS]   (GPU machine) prints each round's launch ratios and the
#       lookups at random, A then B.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" != --bundle ] || [ $# -ne 3 ]; then
    echo "usage: $0 --bundle OLD_RUNTIME.a NEW_RUNTIME.a" >&2
    exit 2
fi
out=gpu-rtab
rm -rf "$out"
cflags=(-std=c99 -O2 -D_POSIX_C_SOURCE=200809L -pthread -I crates/oxacc-rt/include -I tests/api)
for side in a b; do
    rt=$2
    [ $side = b ] && rt=$3
    mkdir -p "$out/$side"
    for bench in bench_launch bench_lookup; do
        cc "${cflags[@]}" "tests/api/bench/$bench.c" "$rt" -lpthread -ldl -lm -o "$out/$side/$bench"
        strip "$out/$side/$bench"
    done
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Alternates the two runtimes' benchmarks (see scripts/gpu-rt-ab.sh).
cd "$(dirname "$0")"
export ACC_DEVICE_TYPE=nvidia
rounds=${1:-3}
for ((r = 1; r <= rounds; r++)); do
    for side in a b; do
        l=$(timeout 120 "$side/bench_launch" 20000 | grep -E 'x; target')
        k=$(timeout 120 "$side/bench_lookup" | grep -E '^at random')
        printf 'round %d %s | launch sync %s async %s | lookup at random (dev_addr dev_ptr deviceptr) %s\n' \
            "$r" "$side" "$(echo "$l" | sed -n 1p | grep -o '([0-9.]*x' | tr -d '(')" \
            "$(echo "$l" | sed -n 2p | grep -o '([0-9.]*x' | tr -d '(')" "$(echo "$k" | awk '{print $3, $4, $5}')"
    done
done
RUN
du -sh "$out"
