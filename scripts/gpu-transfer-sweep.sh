#!/usr/bin/env bash
# Issue 10's pageable transfers: the staging ring's knobs (crates/oxacc-rt/README.md
# "Transfers": OXACC_STAGE_THREADS, OXACC_STAGE_NT, OXACC_STAGE_CHUNK) swept on the GPU machine,
# each setting one run of bench_transfer's first table (pageable acc_memcpy against pinned
# cuMemcpy, same run), the 64 MiB and 256 MiB rows printed per setting, twice in alternating
# order so that the host's drift shows.
#   bash scripts/gpu-transfer-sweep.sh [BENCH]   (BENCH defaults to the bundle's
#   gpu-run/bin/bench_transfer.bench, built by scripts/bench-gpu.sh --bundle)
set -uo pipefail
cd "$(dirname "$0")/.."
bench=${1:-gpu-run/bin/bench_transfer.bench}
export ACC_DEVICE_TYPE=nvidia
printf '%-26s | %-31s | %-31s\n' "threads nt chunk" "64 MiB H2D / D2H (% of pinned)" "256 MiB H2D / D2H"
for round in 1 2; do
    for t in 8 16; do
        for nt in 0 1 3; do
            for chunk in 4194304 8388608; do
                rows=$(OXACC_STAGE_THREADS=$t OXACC_STAGE_NT=$nt OXACC_STAGE_CHUNK=$chunk \
                    timeout 60 "$bench" 268435456 table 2>&1 | awk '$1 == 67108864 || $1 == 268435456 {print $5 "/" $9}' | tr '\n' ' ')
                printf '%-26s | %s\n' "r$round $t $nt $chunk" "$rows"
            done
        done
    done
done
