#!/usr/bin/env bash
# Everything the GPU machine checks, in one device call (its time is scarce: a machine start
# costs minutes, so one call does it all). On the development machine, first:
#   OXACC_NVRTC=/path/libnvrtc.so.13 bash scripts/gpu-check.sh --bundle   # gpu-pack/gpu-run.tar.xz
#   OXACC_NVRTC=/path/libnvrtc.so.13 bash scripts/bench-gpu.sh --bundle   # gpu-run/bench
# then on the GPU machine (carry gpu-pack and gpu-run/bench):
#   bash scripts/gpu-all.sh
# In order, most important first (a call cut off at its time limit still returns what ran):
#   1. the OpenACC programs under nvidia, compute-sanitizer memcheck and racecheck (reduction,
#      atomic and cache programs), with scripts/gpu-run-acc.sh as it is in the checkout;
#   2. the runtime's API and error programs (gpu-run/run.sh);
#   3. the GPU benchmarks against CUDA and GCC 12 (gpu-run/bench/run.sh gpu), then the
#      runtime figures (launch, lookup, transfers: run.sh runtime);
#   4. when gpu-run/omp is carried too (scripts/bench-omp.sh --bundle gpu-run/omp), the OpenMP
#      overheads against libgomp on this 16-core host (OMP_THREADS, default "8 16"; RUNS 3).
# Logs in $OUT: acc.log, failed-logs.tgz, api.log, bench-all.log, bench-gpu-table.txt,
# logs.tgz; a summary at the end.
set -u
cd "$(dirname "$0")/.."
out=${OUT:-/tmp/oxacc-gpu-all}
mkdir -p "$out"
export OUT=$out
if [ -f gpu-pack/gpu-run.tar.xz ]; then
    bench_saved=""
    # The tarball has no bench/ or omp/ (built after it): keep the carried ones.
    if [ -d gpu-run/bench ]; then mv gpu-run/bench /tmp/oxacc-bench-bundle && bench_saved=1; fi
    if [ -d gpu-run/omp ]; then mv gpu-run/omp /tmp/oxacc-omp-bundle; fi
    tar xJf gpu-pack/gpu-run.tar.xz
    if [ -n "$bench_saved" ]; then rm -rf gpu-run/bench && mv /tmp/oxacc-bench-bundle gpu-run/bench; fi
    if [ -d /tmp/oxacc-omp-bundle ]; then rm -rf gpu-run/omp && mv /tmp/oxacc-omp-bundle gpu-run/omp; fi
fi
start=$(date +%s)
stamp() { echo "== $* ($(($(date +%s) - start)) s)"; }
stamp "OpenACC programs: nvidia, memcheck, racecheck"
cp scripts/gpu-run-acc.sh gpu-run/run-acc.sh
OXACC_SKIP_HOST=1 OXACC_MEMCHECK=1 OXACC_RACECHECK=1 bash gpu-run/run-acc.sh > "$out/acc.log" 2>&1
acc_rc=$?
echo "slowest runs:"
sort -k4 -n -r "$out/acc-logs/progress.txt" 2>/dev/null | head -5
rm -rf "$out/acc-logs"
tail -12 "$out/acc.log"
stamp "runtime API and error programs"
bash gpu-run/run.sh > "$out/api.log" 2>&1
api_rc=$?
grep -c ' pass ' "$out/api.log" | sed 's/^/api programs passed: /'
grep -E ' (FAIL|fail) ' "$out/api.log" | head -20
if [ -f gpu-run/bench/run.sh ]; then
    stamp "GPU benchmarks"
    bash gpu-run/bench/run.sh gpu > /dev/null 2>&1
    cat "$out/bench-gpu-table.txt" 2>/dev/null
    stamp "runtime figures"
    bash gpu-run/bench/run.sh runtime 2>&1 | grep -v '^oxacc benchmarks' | tail -40
fi
if [ -f gpu-run/omp/run.sh ]; then
    stamp "OpenMP overheads against libgomp"
    # shellcheck disable=SC2086
    RUNS=${RUNS:-3} bash gpu-run/omp/run.sh ${OMP_THREADS:-8 16} > "$out/omp.log" 2>&1
    cat "$out/omp.log"
fi
stamp "done: acc rc=$acc_rc api rc=$api_rc"
