#!/usr/bin/env bash
# Transfer benchmark: acc_memcpy_to/from_device (pageable) vs raw cuMemcpy on pinned memory,
# 4 KiB .. 1 GiB, plus present-table lookup cost with 100,000 mappings.
# With a bundle (GPU machine): bash scripts/bench-transfer.sh [max_bytes]
# Without one it builds the benchmark here (no GPU: only the lookup table is printed).
set -eu
cd "$(dirname "$0")/.."
if [ -x gpu-run/bin/bench_transfer.bench ]; then
    exec gpu-run/bin/bench_transfer.bench "$@"
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/rt}"
cargo build --release -p oxacc-rt
cc -O2 -std=c99 -D_POSIX_C_SOURCE=200809L -I crates/oxacc-rt/include tests/api/bench/bench_transfer.c \
    "$CARGO_TARGET_DIR/release/liboxacc_rt.a" -lpthread -ldl -lm -o /tmp/oxacc-bench-transfer
ACC_DEVICE_TYPE="${ACC_DEVICE_TYPE:-emul}" exec /tmp/oxacc-bench-transfer "$@"
