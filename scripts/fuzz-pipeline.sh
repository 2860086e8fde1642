#!/usr/bin/env bash
# Whole-pipeline fuzzing for as long as one likes: mutated OpenACC programs through oxacc's
# checks and lowering, and the C of every accepted one through cc (the invariant "whatever the
# checks accept compiles"; crates/oxacc-lower/tests/fuzz_pipeline/).
#
#   scripts/fuzz-pipeline.sh [MINUTES] [SEED]
#
# MINUTES defaults to 10; SEED (decimal or 0x hex) defaults to a random one. Prints, at the end,
# the inputs tried, accepted (and compiled), rejected by oxacc's diagnostics, and the failures
# by class, each with the input that shows it (saved under target/tmp/fuzz-pipeline/seed-SEED/).
# Re-run one input: OXACC_FUZZ_SEED=SEED OXACC_FUZZ_ONLY=N scripts/fuzz-pipeline.sh.
# Environment: OXACC_FUZZ_JOBS (default: every CPU), OXACC_FUZZ_FILTER (seed path substring),
# OXACC_FUZZ_TIMEOUT (seconds per compile, default 60), OXACC_FUZZ_REASONS=1 (also print the
# most frequent rejections), OXACC_FUZZ_NVRTC=1 (also compile the CUDA source of accepted -acc
# inputs with NVRTC; OXACC_NVRTC names the library). Builds in release mode (the first build
# takes a few minutes).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The whole script is one compound command: bash reads it before running it, so editing or
# checking out another version of this file during a long run does not break the run.
{

minutes="${1:-10}"
seed="${2:-${OXACC_FUZZ_SEED:-0x$(od -An -N8 -tx8 /dev/urandom | tr -d ' \n')}}"
if [[ -n "${OXACC_FUZZ_ONLY:-}" ]]; then
    export OXACC_FUZZ_INPUTS=""
else
    export OXACC_FUZZ_SECONDS=$((minutes * 60))
    export OXACC_FUZZ_INPUTS=0
fi
export OXACC_FUZZ_SEED="$seed"
# What docs/fuzz.md records with the figures: the command, date, machine.
echo "fuzz-pipeline: ${minutes} minute(s), seed $seed, started $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "fuzz-pipeline: $(nproc) CPU(s), $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //'), $(cc --version | head -1), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
status=0
cargo test --release --quiet -p oxacc-lower --test fuzz_pipeline -- --nocapture || status=$?
echo "fuzz-pipeline: finished $(date -u '+%Y-%m-%d %H:%M UTC'), exit status $status"
exit "$status"
}
