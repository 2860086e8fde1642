#!/usr/bin/env bash
# Runs the OpenACC programs of the GPU bundle (see scripts/gpu-bundle-acc.sh) on the GPU machine.
#   - data/* and compute/* (tests/acc/data, tests/acc/compute, the tutorial): under the default
#     device type (nvidia there: the regions run as CUDA kernels) and under
#     ACC_DEVICE_TYPE=host (the CPU team, at 1 thread and at every core);
#   - fail/*: must exit 1 with their expect-runtime-error text under nvidia;
#   - gpu/no_gpu_code: a region without GPU code must stop naming itself;
#   - with OXACC_MEMCHECK=1: every data/compute program again under
#     `compute-sanitizer --tool memcheck`; with OXACC_RACECHECK=1 the reduction, atomic and
#     cache programs under `--tool racecheck`; OXACC_SKIP_HOST=1 leaves out the host runs.
# OXACC_ACC_FILTER (an extended regex) runs only the matching programs. Programs run OXACC_JOBS (default 8) at a time. Logs go to $OUT/acc-logs (or /tmp). Prints one
# line per failure and a summary table; exit status 0 when everything passed.
cd "$(dirname "$0")/acc" || exit 2
jobs=${OXACC_JOBS:-8}
logs=${OUT:-/tmp}/acc-logs
mkdir -p "$logs"
export OXACC_LOGS=$logs
echo "oxacc OpenACC programs: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1), $(nproc) cores"
rm -f "$logs/progress.txt"
# One program under one setting: prints "PASS|FAIL setting name".
one() { # one SETTING PROGRAM
    local setting=$1 p=$2 n log rc
    n=$(basename "$p")
    log="$OXACC_LOGS/$n.$setting.log"
    case "$setting" in
        nvidia) timeout 300 "$p" > "$log" 2>&1 ;;
        host1) ACC_DEVICE_TYPE=host ACC_NUM_CORES=1 timeout 300 "$p" > "$log" 2>&1 ;;
        hostN) ACC_DEVICE_TYPE=host timeout 300 "$p" > "$log" 2>&1 ;;
        # The small-block pool off: each allocation its own, so memcheck sees every overrun.
        # A sanitizer run over OXACC_SAN_LIMIT seconds (default 240) fails with exit 124, so
        # that one slow program cannot take a device call's whole time (2026-11-28: one
        # racecheck run over 150 s left the whole stage without its table).
        memcheck) OXACC_DEVICE_POOL=0 timeout "${OXACC_SAN_LIMIT:-240}" compute-sanitizer --tool memcheck --error-exitcode 9 --leak-check no "$p" > "$log" 2>&1 ;;
        racecheck) timeout "${OXACC_SAN_LIMIT:-240}" compute-sanitizer --tool racecheck --error-exitcode 9 "$p" > "$log" 2>&1 ;;
    esac
    rc=$?
    # A program that never reaches the GPU (its regions ran on the host: if(false), self)
    # gives compute-sanitizer nothing to check.
    if [ $rc = 255 ] && grep -q "terminated before first instrumented API call" "$log"; then rc=0; fi
    # Each result also goes to progress.txt as it comes, with the run's seconds, so that a
    # call cut off at its time limit still shows what ran and what was running long.
    local r
    if [ $rc = 0 ]; then r="PASS $setting $n"; else r="FAIL $setting $n (exit $rc)"; fi
    echo "$r"
    echo "$r $SECONDS s" >> "$OXACC_LOGS/progress.txt"
}
export -f one
progs=$(ls data/* compute/* | grep -E "${OXACC_ACC_FILTER:-.}")
# Warm the kernel cache (NVRTC compiles each module once) with the nvidia runs first.
results=$( (for p in $progs; do echo nvidia "$p"; done) | xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"')
if [ "${OXACC_SKIP_HOST:-0}" != 1 ]; then
    results+=$'\n'$( (for p in $progs; do echo host1 "$p"; echo hostN "$p"; done) | xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"')
fi
if [ "${OXACC_MEMCHECK:-0}" = 1 ]; then
    # Programs that trap on the device on purpose (a child process checks the message) are
    # left out (`oxacc-gpu-check: no-memcheck` in their source): memcheck counts the trap.
    checked=$(echo "$progs" | grep -v -x -F -f <(sed 's|^|compute/|' no-memcheck.txt 2>/dev/null))
    results+=$'\n'$( (for p in $checked; do echo memcheck "$p"; done) | xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"')
fi
if [ "${OXACC_RACECHECK:-0}" = 1 ]; then
    racy=$(ls compute/* | grep -E 'reduction|atomic|cache' | grep -v -x -F -f <(sed 's|^|compute/|' no-racecheck.txt 2>/dev/null))
    results+=$'\n'$( (for p in $racy; do echo racecheck "$p"; done) | xargs -P "$jobs" -n 2 bash -c 'one "$0" "$1"')
fi
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
for p in fail/*; do
    n=$(basename "$p")
    # `// needs-devices: N`: an error only N devices can show (a switch to device 1); with
    # fewer GPUs the program cannot reach it, so it is skipped, not failed.
    need=$(grep -o 'needs-devices: [0-9]*' "src/$n.c" | grep -o '[0-9]*$')
    if [ -n "$need" ] && [ "$gpus" -lt "$need" ]; then results+=$'\n'"SKIP nvidia fail/$n (needs $need GPUs)"; continue; fi
    want=$(grep -o 'expect-runtime-error: .*' "src/$n.c" | sed 's/^expect-runtime-error: //')
    err=$(ACC_DEVICE_TYPE=nvidia timeout 60 "$p" 2>&1 > /dev/null); rc=$?
    if [ $rc = 1 ] && [[ "$err" == *"$want"* ]]; then results+=$'\n'"PASS nvidia fail/$n"; else results+=$'\n'"FAIL nvidia fail/$n: $err"; fi
done
err=$(timeout 60 gpu/no_gpu_code 2>&1 > /dev/null); rc=$?
if [ $rc = 1 ] && [[ "$err" == *"no_gpu_code.c:12:"* ]]; then results+=$'\n'"PASS nvidia gpu/no_gpu_code"; else results+=$'\n'"FAIL nvidia gpu/no_gpu_code: $err"; fi
echo "$results" > "$logs/results.txt"
# The logs of what failed, in one file (the device tool returns few files).
if [ -n "${OUT:-}" ]; then
    (cd "$logs" && echo "$results" | awk '/^FAIL/ && $3 !~ /\// {print $3 "." $2 ".log"}' | xargs -r tar czf "$OUT/failed-logs.tgz" results.txt 2>/dev/null)
fi
echo "$results" | grep '^FAIL' | head -60
printf '%-10s %6s %6s\n' setting passed failed
for s in nvidia host1 hostN memcheck racecheck; do
    np=$(echo "$results" | grep -c "^PASS $s ")
    nf=$(echo "$results" | grep -c "^FAIL $s ")
    [ $((np + nf)) -gt 0 ] && printf '%-10s %6d %6d\n' "$s" "$np" "$nf"
done
! echo "$results" | grep -q '^FAIL'
