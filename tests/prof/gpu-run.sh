#!/usr/bin/env bash
# The profiling-interface checks on the GPU machine (bundle: scripts/gpu-bundle-prof.sh).
#  1. the tool library (proflib.c) loaded by ACC_PROFLIB, linked statically, LD_PRELOADed,
#     under nvidia: no FAIL line, the three logs equal, and equal to the emul log of CI once
#     the device type and the grid sizes (gangs=) are set aside;
#  2. the OXACC_TIME report of report.c: the counts the program states, CUDA device times;
#  3. the OXACC_TRACE timeline: JSON, every host event, device spans from CUDA events;
#  4. the overhead: bench (no tool), bench + libnoop.so (every event), bench_base (before).
# Prints PASS/FAIL per check; exit 0 when all passed. Logs in $OUT/prof-logs (or /tmp).
cd "$(dirname "$0")" || exit 2
logs=${OUT:-/tmp}/prof-logs
mkdir -p "$logs"
fail=0
check() { if [ "$2" = 0 ]; then echo "PASS $1"; else echo "FAIL $1"; fail=1; fi; }
for how in proflib linked preload; do
    case $how in
        proflib) ACC_PROFLIB=$PWD/libproflib.so PROFLIB_LOG=$logs/$how.log ./prog > "$logs/$how.out" 2>&1 ;;
        linked) PROFLIB_LOG=$logs/$how.log ./prog_linked > "$logs/$how.out" 2>&1 ;;
        preload) LD_PRELOAD=$PWD/libproflib.so PROFLIB_LOG=$logs/$how.log ./prog > "$logs/$how.out" 2>&1 ;;
    esac
    check "tool ($how) runs" $?
    ! grep -q FAIL "$logs/$how.log"
    check "tool ($how) finds no fault" $?
done
cmp -s "$logs/proflib.log" "$logs/linked.log" && cmp -s "$logs/proflib.log" "$logs/preload.log"
check "the three loading ways see the same events" $?
norm() { sed -e 's/dev=4:0/dev=DEV/' -e 's/dev=100:0/dev=DEV/' -e 's/ gangs=[0-9]*//' "$1"; }
diff <(norm expect-emul.log) <(norm "$logs/proflib.log") > "$logs/events.diff"
check "nvidia events = emul events (diff: $logs/events.diff)" $?
OXACC_TIME=1 ./report > "$logs/report.out" 2> "$logs/report.txt"
check "report runs" $?
cat "$logs/report.txt"
grep -q "35: compute region reached 25 times" "$logs/report.txt" &&
    grep -q "35: kernel launched 25 times" "$logs/report.txt" &&
    grep -q "41: update directive reached 3 times" "$logs/report.txt" &&
    grep -q "57: data copyin transfers: 7" "$logs/report.txt" &&
    grep -q "NVIDIA  devicenum=0" "$logs/report.txt" &&
    grep -q "device time(us)" "$logs/report.txt"
check "report counts" $?
OXACC_TRACE=$logs/run.json ACC_PROFLIB=$PWD/libproflib.so PROFLIB_LOG=$logs/trace.log ./prog > /dev/null 2>&1
check "trace run" $?
python3 check_trace.py "$logs/run.json" "$logs/trace.log"
check "trace (Perfetto: open $logs/run.json at ui.perfetto.dev)" $?
echo "overhead (targets: noop <= 1.03 x none; none ~ base):"
for i in 1 2 3; do
    echo "  none: $(./bench)"
    echo "  noop: $(ACC_PROFLIB=$PWD/libnoop.so ./bench)"
    [ -x bench_base ] && echo "  base: $(./bench_base)"
done
exit $fail
