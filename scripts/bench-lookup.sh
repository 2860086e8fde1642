#!/usr/bin/env bash
# Present-table lookup benchmark (issue 9 item 4: < 100 ns with 100,000 live mappings):
# __oxacc_dev_addr, __oxacc_dev_ptr and acc_deviceptr, ns per lookup, for the same address,
# addresses in order and at random.
# With a bundle (GPU machine): bash scripts/bench-lookup.sh   (runs on the GPU's table)
# Without one it builds the benchmark here and runs it on the emulated device.
set -eu
cd "$(dirname "$0")/.."
if [ -x gpu-run/bin/bench_lookup.bench ] && command -v nvidia-smi >/dev/null; then
    ACC_DEVICE_TYPE="${ACC_DEVICE_TYPE:-nvidia}" exec gpu-run/bin/bench_lookup.bench "$@"
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/rt}"
cargo build --release -p oxacc-rt
cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -I crates/oxacc-rt/include tests/api/bench/bench_lookup.c \
    "$CARGO_TARGET_DIR/release/liboxacc_rt.a" -lpthread -ldl -lm -o /tmp/oxacc-bench-lookup
ACC_DEVICE_TYPE="${ACC_DEVICE_TYPE:-emul}" exec /tmp/oxacc-bench-lookup "$@"
