#!/usr/bin/env bash
# Runs the benchmark bundle of scripts/bench-gpu.sh on the GPU machine, in one call:
#   bash gpu-run/bench/run.sh [all|gpu|runtime|cpu]      (default all; about 4 minutes)
#   gpu:     nvcc builds the CUDA versions (-O3 -arch=sm_90); each benchmark runs as CUDA, oxacc
#            and GCC 12 OpenACC on fresh random inputs (seed printed), every output checked
#            against the float64 CPU reference; then the table of median times and ratios.
#   runtime: launch overhead (sync and async), present-table lookups, pageable vs pinned
#            transfers (up to 1 GiB) of the oxacc runtime.
#   cpu:     the CPU team against libgomp (EPCC-style) and the CPU compute benchmarks at 2 and
#            16 threads.
# Everything printed is also in $OUT/bench-all.log (and per-program logs in $OUT/logs.tgz).
# BENCH_SMALL=1: the --small sizes (a smoke test of the whole run in seconds, times meaningless);
# BENCH_DEVICE (default nvidia): the ACC_DEVICE_TYPE of the OpenACC programs (host: a dry run of
# this script on a machine without a GPU, with an nvcc stand-in on PATH).
set -u
here=$(cd "$(dirname "$0")" && pwd)
part=${1:-all}
out=${OUT:-/tmp/oxacc-bench-out}
mkdir -p "$out"
work=$(mktemp -d /tmp/oxacc-bench.XXXXXX)
logs=$work/logs
mkdir -p "$logs"
exec > >(tee -a "$out/bench-all.log") 2>&1
benches=(saxpy dot jacobi matmul stencil gemver atax 2mm hist)
small=${BENCH_SMALL:+--small}
dev=${BENCH_DEVICE:-nvidia}
gpuname=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
echo "oxacc benchmarks: $(date -u '+%Y-%m-%d %H:%M UTC'), ${gpuname:-no GPU}, $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')), bundle $(cat "$here/COMMIT" 2>/dev/null)"

run_gpu() {
    echo "== GPU benchmarks: CUDA (nvcc -O3 -arch=sm_90) vs oxacc vs GCC 12 OpenACC"
    nvcc --version | tail -2 | head -1
    mkdir -p "$work/cuda"
    printf '%s\n' "${benches[@]}" | xargs -P 9 -I{} sh -c \
        "nvcc -O3 -arch=sm_90 -o '$work/cuda/{}' '$here/src/cuda/{}.cu' > '$logs/nvcc-{}.log' 2>&1 || echo 'nvcc failed for {}: see logs'"
    local seed=$(( $(date +%s) % 100000 ))
    echo "seed $seed (inputs drawn from it; checked against a float64 CPU reference)"
    : > "$work/results"
    for b in "${benches[@]}"; do
        local files=()
        for impl in cuda oxacc gcc; do
            local bin=$here/bin/$b.$impl
            [ $impl = cuda ] && bin=$work/cuda/$b
            local o=$work/$b.$impl.out
            rm -f "$o"
            if [ ! -x "$bin" ]; then echo "FAILED $b $impl (not built)" >> "$work/results"; continue; fi
            local t0=$(date +%s.%N)
            case $impl in
                gcc) LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} ACC_DEVICE_TYPE=$dev timeout 180 "$bin" $small "$seed" "$o" > "$logs/$b.$impl.log" 2>&1 ;;
                *) ACC_DEVICE_TYPE=$dev timeout 180 "$bin" $small "$seed" "$o" > "$logs/$b.$impl.log" 2>&1 ;;
            esac
            local rc=$?
            local t1=$(date +%s.%N)
            printf '  %-8s %-6s exit %3d  %6.1f s\n' "$b" "$impl" "$rc" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
            if [ $rc -ne 0 ]; then
                echo "FAILED $b $impl (exit $rc)" >> "$work/results"
                tail -3 "$logs/$b.$impl.log" | sed 's/^/    /'
            fi
            grep '^RESULT' "$logs/$b.$impl.log" >> "$work/results"
            [ -f "$o" ] && files+=("$o")
        done
        if [ ${#files[@]} -gt 0 ]; then
            LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} timeout 180 "$here/bin/bench-gpu-ref" "$b" $small "$seed" "${files[@]}" > "$logs/$b.check.log" 2>&1
            sed 's/^/  /' "$logs/$b.check.log"
            awk '$1 == "CHECK" { n = split($3, p, "."); print "CHECK", $2, p[n - 1], $4, $5 }' "$logs/$b.check.log" >> "$work/results"
        fi
        rm -f "$work"/*.out
    done
    cp "$work/results" "$out/bench-gpu-results.txt"
    echo
    echo "median ms of 10 runs after 2 warm-ups; ratio = time / CUDA time (below 1: faster than CUDA)"
    awk '
        $1 == "RESULT" { t[$2 "," $3 "," $4] = $5; seen[$2] = 1 }
        $1 == "CHECK" { ok[$2 "," $3] = ($5 == "ok"); chk[$2 "," $3] = 1 }
        $1 == "FAILED" { fail[$2 "," $3] = 1 }
        function val(b, i, m) { return ((b "," i "," m) in t) && ok[b "," i] && !fail[b "," i] }
        END {
            n = split("saxpy dot jacobi matmul stencil gemver atax 2mm hist", B, " ")
            split("total kernels", M, " ")
            for (mi = 1; mi <= 2; mi++) {
                m = M[mi]
                printf "\n%s (%s)\n", m, m == "total" ? "transfers + kernels" : "kernels only, data present"
                printf "%-8s %10s %10s %10s %9s %9s\n", "bench", "cuda ms", "oxacc ms", "gcc ms", "oxacc/cu", "gcc/cu"
                lo = 0; no = 0; lg = 0; ng = 0; over = 0
                for (bi = 1; bi <= n; bi++) {
                    b = B[bi]
                    c = val(b, "cuda", m) ? sprintf("%.3f", t[b ",cuda," m]) : "WRONG"
                    o = val(b, "oxacc", m) ? sprintf("%.3f", t[b ",oxacc," m]) : "WRONG"
                    g = val(b, "gcc", m) ? sprintf("%.3f", t[b ",gcc," m]) : "WRONG"
                    ro = "-"; rg = "-"
                    if (val(b, "cuda", m) && val(b, "oxacc", m)) { r = t[b ",oxacc," m] / t[b ",cuda," m]; ro = sprintf("%.2fx", r); lo += log(r); no++; if (r > 1.25) over++ }
                    if (val(b, "cuda", m) && val(b, "gcc", m)) { r = t[b ",gcc," m] / t[b ",cuda," m]; rg = sprintf("%.2fx", r); lg += log(r); ng++ }
                    printf "%-8s %10s %10s %10s %9s %9s\n", b, c, o, g, ro, rg
                }
                printf "%-8s %10s %10s %10s %9s %9s\n", "geomean", "", "", "", no ? sprintf("%.2fx", exp(lo / no)) : "-", ng ? sprintf("%.2fx", exp(lg / ng)) : "-"
                printf "(oxacc over 1.25x CUDA: %d of %d; geomeans over the benchmarks where both are right)\n", over, no
            }
        }' "$work/results" | tee "$out/bench-gpu-table.txt"
    for b in "${benches[@]}"; do
        grep -q "CHECK $b \(cuda\|oxacc\|gcc\) .* WRONG\|FAILED $b" "$work/results" && echo "!! $b: a wrong or failed implementation (see above)"
    done
    return 0
}

run_runtime() {
    echo "== oxacc runtime: launch overhead, present-table lookups, transfers"
    ACC_DEVICE_TYPE=nvidia timeout 120 "$here/bin/bench_launch"
    echo
    ACC_DEVICE_TYPE=nvidia timeout 120 "$here/bin/bench_lookup"
    echo
    ACC_DEVICE_TYPE=nvidia timeout 240 "$here/bin/bench_transfer" 1073741824
    return 0
}

run_cpu() {
    echo "== CPU team vs libgomp (EPCC-style, same machine, one run)"
    LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} timeout 240 bash "$here/cpu/run-cpu-team.sh" "$here/cpu"
    echo
    echo "== CPU compute benchmarks (benches/cpu), oxacc host team vs gcc -fopenmp, best of 5"
    for th in 2 16; do
        : > "$work/acc.all"; : > "$work/omp.all"
        for r in 1 2 3 4 5; do
            ACC_DEVICE_TYPE=host ACC_NUM_CORES=$th timeout 60 "$here/cpu/bench_acc" >> "$work/acc.all" 2>/dev/null
            LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} OMP_NUM_THREADS=$th OMP_PROC_BIND=false timeout 60 "$here/cpu/bench_omp" >> "$work/omp.all" 2>/dev/null
        done
        echo "$th threads:"
        awk 'FNR == 1 { f++ } { if (!((f, $1) in m) || $2 < m[f, $1]) m[f, $1] = $2; if (f == 1 && !($1 in seen)) { seen[$1] = 1; order[n++] = $1 } }
             END { printf "  %-14s %12s %12s %7s\n", "benchmark", "oxacc", "gcc-openmp", "ratio"
                   for (i = 0; i < n; i++) { k = order[i]; printf "  %-14s %12.6f %12.6f %7.2f\n", k, m[1, k], m[2, k], m[1, k] / m[2, k] } }' \
            "$work/acc.all" "$work/omp.all"
    done
    return 0
}

case $part in
    all) run_gpu; echo; run_runtime; echo; run_cpu ;;
    gpu) run_gpu ;;
    runtime) run_runtime ;;
    cpu) run_cpu ;;
    *) echo "usage: run.sh [all|gpu|runtime|cpu]" >&2; exit 2 ;;
esac
tar czf "$out/logs.tgz" -C "$work" logs 2>/dev/null
rm -rf "$work"
