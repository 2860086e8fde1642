#!/usr/bin/env bash
# Builds, on the development machine, everything the GPU machine runs (it has no Rust):
# the release runtime (liboxacc_rt.so, stripped), every self-checking program of tests/api
# (the stress test among them), the error programs (tests/api/errors and the GPU-only
# tests/api/gpu), and the transfer, launch and lookup benchmarks, linked
# against the shared runtime (rpath $ORIGIN/../lib) so the bundle stays small.
# Output: gpu-run/ (git-ignored) with run.sh. On the GPU machine: bash gpu-run/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target/rt}"
cargo build --release -p oxacc-rt
out=gpu-run
rm -rf "$out"
mkdir -p "$out/lib" "$out/bin" "$out/errors" "$out/src"
cp "$CARGO_TARGET_DIR/release/liboxacc_rt.so" "$out/lib/"
strip --strip-debug "$out/lib/liboxacc_rt.so"
inc=crates/oxacc-rt/include
cflags=(-std=c99 -O2 -Wall -Werror -D_POSIX_C_SOURCE=200809L -pthread -I "$inc" -I tests/api)
link=(-L "$out/lib" -loxacc_rt -Wl,-rpath,'$ORIGIN/../lib' -lpthread -ldl -lm)
for src in tests/api/*.c; do
    cc "${cflags[@]}" "$src" "${link[@]}" -o "$out/bin/$(basename "$src" .c)"
done
for src in tests/api/errors/*.c; do
    cc "${cflags[@]}" "$src" "${link[@]}" -o "$out/errors/$(basename "$src" .c)"
    cp "$src" "$out/src/"
done
# GPU-only error programs (faulting kernels, NVRTC rejections): run like tests/api/errors.
for src in tests/api/gpu/*.c; do
    cc "${cflags[@]}" "$src" "${link[@]}" -o "$out/errors/$(basename "$src" .c)"
    cp "$src" "$out/src/"
done
cc "${cflags[@]}" tests/api/bench/bench_transfer.c "${link[@]}" -o "$out/bin/bench_transfer.bench"
cc "${cflags[@]}" tests/api/bench/bench_launch.c "${link[@]}" -o "$out/bin/bench_launch.bench"
cc "${cflags[@]}" tests/api/bench/bench_lookup.c "${link[@]}" -o "$out/bin/bench_lookup.bench"
cp tests/api/bench/gpu-run.sh "$out/run.sh"
du -sh "$out"
