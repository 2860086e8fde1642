#!/usr/bin/env bash
# Runs the OpenACC programs of the GPU bundle (see scripts/gpu-bundle-acc.sh) on the GPU machine
# and prints one table row per program and device setting. Exit status 0 when all passed.
cd "$(dirname "$0")/acc" || exit 2
echo "oxacc OpenACC programs: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1), $(nproc) cores"
pass=0; fail=0; failed=()
row() { # row NAME SETTING OK
    if [ "$3" = 1 ]; then pass=$((pass+1)); else fail=$((fail+1)); failed+=("$1 [$2]"); fi
}
for p in data/*; do
    n=$(basename "$p")
    timeout 120 "$p" > /dev/null 2> "/tmp/acc-$n.err"; r1=$?
    ACC_DEVICE_TYPE=host timeout 120 "$p" > /dev/null 2>> "/tmp/acc-$n.err"; r2=$?
    row "$n" default "$([ $r1 = 0 ] && echo 1)"
    row "$n" host "$([ $r2 = 0 ] && echo 1)"
    printf '%-28s default(nvidia): %-4s host: %s\n' "$n" "$([ $r1 = 0 ] && echo pass || echo FAIL)" "$([ $r2 = 0 ] && echo pass || echo FAIL)"
done
for p in fail/*; do
    n=$(basename "$p")
    want=$(grep -o 'expect-runtime-error: .*' "src/$n.c" | sed 's/^expect-runtime-error: //')
    err=$(ACC_DEVICE_TYPE=nvidia timeout 60 "$p" 2>&1 > /dev/null); rc=$?
    ok=0; [ $rc = 1 ] && [[ "$err" == *"$want"* ]] && ok=1
    row "fail/$n" nvidia "$ok"
    printf '%-28s nvidia: %s  (%s)\n' "fail/$n" "$([ $ok = 1 ] && echo pass || echo FAIL)" "$err"
done
err=$(timeout 60 gpu/no_gpu_code 2>&1 > /dev/null); rc=$?
ok=0; [ $rc = 1 ] && [[ "$err" == *"no_gpu_code.c:9:"* ]] && ok=1
row gpu/no_gpu_code default "$ok"
printf '%-28s default(nvidia): %s  (%s)\n' gpu/no_gpu_code "$([ $ok = 1 ] && echo pass || echo FAIL)" "$err"
cp=0; cf=0
for p in compute/*; do
    n=$(basename "$p")
    for cores in 1 "$(nproc)"; do
        if ACC_DEVICE_TYPE=host ACC_NUM_CORES=$cores timeout 120 "$p" > /dev/null 2>&1; then
            cp=$((cp+1)); row "$n" "host x$cores" 1
        else
            cf=$((cf+1)); row "$n" "host x$cores" 0
        fi
    done
done
echo "compute programs under ACC_DEVICE_TYPE=host at 1 and $(nproc) cores: $cp passed, $cf failed"
echo "$pass passed, $fail failed"
for f in "${failed[@]}"; do echo "FAILED: $f"; done
[ $fail = 0 ]
