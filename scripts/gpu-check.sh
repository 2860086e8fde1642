#!/usr/bin/env bash
# GPU check of the runtime. On the development machine: `bash scripts/gpu-check.sh --bundle`
# builds gpu-run/ (scripts/gpu-bundle.sh, then scripts/gpu-bundle-acc.sh). On the GPU machine (no Rust needed):
# `bash scripts/gpu-check.sh [bundle_dir]` runs every API program, error program and the
# transfer benchmark under ACC_DEVICE_TYPE=nvidia and prints the tables.
set -u
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--bundle" ]; then
    # The bundle compresses well (the kernels' source and cubins): the device tool carries
    # gpu-pack/gpu-run.tar.xz; unpack it there with `tar xJf gpu-pack/gpu-run.tar.xz`.
    bash scripts/gpu-bundle.sh && bash scripts/gpu-bundle-acc.sh && mkdir -p gpu-pack &&
        tar cJf gpu-pack/gpu-run.tar.xz gpu-run && ls -la gpu-pack/gpu-run.tar.xz
    exit $?
fi
dir="${1:-gpu-run}"
[ -x "$dir/run.sh" ] || [ -f "$dir/run.sh" ] || { echo "no bundle at $dir: run scripts/gpu-bundle.sh first" >&2; exit 2; }
bash "$dir/run.sh"; rc=$?
if [ -f "$dir/run-acc.sh" ]; then bash "$dir/run-acc.sh" || rc=1; fi
exit $rc
