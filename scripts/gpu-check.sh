#!/usr/bin/env bash
# GPU check of the runtime. On the development machine: `bash scripts/gpu-check.sh --bundle`
# builds gpu-run/ (scripts/gpu-bundle.sh). On the GPU machine (no Rust needed):
# `bash scripts/gpu-check.sh [bundle_dir]` runs every API program, error program and the
# transfer benchmark under ACC_DEVICE_TYPE=nvidia and prints the tables.
set -u
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--bundle" ]; then exec bash scripts/gpu-bundle.sh; fi
dir="${1:-gpu-run}"
[ -x "$dir/run.sh" ] || [ -f "$dir/run.sh" ] || { echo "no bundle at $dir: run scripts/gpu-bundle.sh first" >&2; exit 2; }
exec bash "$dir/run.sh"
