#!/usr/bin/env bash
# Runs the prebuilt bundle (see scripts/gpu-bundle.sh) on the GPU machine: every API program
# under ACC_DEVICE_TYPE=nvidia (pass/fail table), the error programs (message + exit code;
# the GPU-only ones of tests/api/gpu among them: faulting kernels, NVRTC errors), then the
# transfer, launch-overhead and present-table lookup benchmarks. Exit status: 0 when every
# program passed.
# Usage: bash gpu-run/run.sh [bench_max_bytes]
cd "$(dirname "$0")"
export ACC_DEVICE_TYPE=nvidia
echo "oxacc GPU check: $(date -u '+%Y-%m-%d %H:%M UTC') on $(hostname)"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null || true
pass=0; fail=0; failed=()
printf '%-32s %-6s %8s\n' program result ms
for p in bin/*; do
    case "$p" in *.bench) continue ;; esac
    name=$(basename "$p")
    t0=$(date +%s%N)
    if timeout 300 "$p" >"/tmp/oxacc-$name.out" 2>&1; then r=pass; pass=$((pass+1)); else r=FAIL; fail=$((fail+1)); failed+=("$name"); fi
    t1=$(date +%s%N)
    printf '%-32s %-6s %8d\n' "$name" "$r" "$(( (t1 - t0) / 1000000 ))"
done
for p in errors/*; do
    name=$(basename "$p")
    # `GPU: skip`: a check of the emulator's own (its device blocks), not made on a GPU.
    grep -q 'GPU: skip' "src/$name.c" && continue
    dev=$(grep -o 'DEVICE: [a-z]*' "src/$name.c" | head -1 | cut -d' ' -f2)
    [ "$dev" = emul ] && dev=nvidia
    mapfile -t exp < <(grep -o 'EXPECT: .*' "src/$name.c" | sed 's/^EXPECT: //; s/[[:space:]]*$//')
    # `ENV: NAME=VALUE` lines: more environment for the run (as api_programs.rs reads them).
    mapfile -t envs < <(grep -o 'ENV: [A-Za-z_0-9]*=[^ ]*' "src/$name.c" | sed 's/^ENV: //')
    err=$(env "${envs[@]}" ACC_DEVICE_TYPE=${dev:-nvidia} timeout 60 "$p" 2>&1 >/dev/null); rc=$?
    ok=1; [ $rc -eq 1 ] || ok=0
    for e in "${exp[@]}"; do [[ "$err" == *"$e"* ]] || ok=0; done
    if [ $ok = 1 ]; then r=pass; pass=$((pass+1)); else r=FAIL; fail=$((fail+1)); failed+=("errors/$name"); fi
    printf '%-32s %-6s\n' "errors/$name" "$r"
done
echo "passed: $pass  failed: $fail"
for f in "${failed[@]}"; do echo "--- $f"; tail -5 "/tmp/oxacc-$(basename "$f").out" 2>/dev/null; done
echo
bin/bench_transfer.bench "${1:-1073741824}"
echo
bin/bench_launch.bench
echo
bin/bench_lookup.bench
[ $fail -eq 0 ]
