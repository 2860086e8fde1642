#!/usr/bin/env bash
# Differential (semantic) fuzzing of compute regions: random well-defined OpenACC programs run
# as plain C (cc, the pragmas ignored: the reference) and through oxacc on the host team
# (ACC_DEVICE_TYPE=host), -acc=multicore and the CUDA simulator (ACC_DEVICE_TYPE=emul); the
# checksums they print must agree (scripts/fuzz_semantic.py; docs/fuzz.md).
#
#   scripts/fuzz-semantic.sh [MINUTES] [SEED]
#
# MINUTES defaults to 10; SEED (decimal or 0x hex) defaults to a random one. Prints the programs
# tried and the failures by class; each failing program is saved, with its reduction, under
# target/tmp/fuzz-semantic/seed-SEED/. Print one program: scripts/fuzz_semantic.py one SEED.
# Write a corpus for a GPU (programs plus cc-computed .expected outputs):
#   scripts/fuzz_semantic.py --corpus gpu-fuzz 200
# Environment: OXACC (the compiler; default: a release build of this tree, built first),
# OXACC_SEMFUZZ_NOREDUCE=1 (do not reduce), OXACC_SEMFUZZ_TIMEOUT (seconds per step, 120),
# OXACC_SEMFUZZ_BLOCKS=b_x,b_y (only those block makers), OXACC_SEMFUZZ_OMP=1 (weight up b_omp_acc,
# OpenMP threads around OpenACC constructs built with -fopenmp; in the default mix once).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
{
minutes="${1:-10}"
seed="${2:-0x$(od -An -N6 -tx8 /dev/urandom | tr -d ' \n')}"
if [[ -z "${OXACC:-}" ]]; then
    cargo build --release --quiet -p oxacc-driver
    OXACC="${CARGO_TARGET_DIR:-$PWD/target}/release/oxacc"
fi
export OXACC
out="${CARGO_TARGET_DIR:-$PWD/target}/tmp/fuzz-semantic/seed-$seed"
echo "fuzz-semantic: ${minutes} minute(s), seed $seed, started $(date -u '+%Y-%m-%d %H:%M UTC'), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
status=0
python3 scripts/fuzz_semantic.py run "$minutes" "$seed" "$out" || status=$?
echo "fuzz-semantic: finished $(date -u '+%Y-%m-%d %H:%M UTC'), exit status $status"
exit "$status"
}
