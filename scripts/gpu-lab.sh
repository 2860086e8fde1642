#!/usr/bin/env bash
# Kernel lab (benches/gpu/lab): generated kernels against hand-written CUDA and variants of the
# generated code, each timed (median of 15 after 3 warm-ups) and checked in one run.
#   OXACC_NVRTC=... bash scripts/gpu-lab.sh --bundle   # here: gpu-run/lab (generated .cu + sources)
#   bash gpu-run/lab/run.sh                            # on the GPU machine (nvcc)
set -euo pipefail
cd "$(dirname "$0")/.."
out=gpu-run/lab
if [ "${1:-}" = "--bundle" ]; then
    cargo build --release -q -p oxacc-driver
    rm -rf "$out" && mkdir -p "$out"
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    for b in atax gemver stencil matmul dot; do
        (cd "$tmp" && "${OXACC:-$OLDPWD/target/release/oxacc}" -acc -O3 -gpu=cc90 -I "$OLDPWD/benches/gpu" \
            -DBENCH_IMPL='"oxacc"' -save-temps -c "$OLDPWD/benches/gpu/$b.c" -o "$b.o" 2>/dev/null)
        cp "$tmp/$b.cu" "$out/"
    done
    cp benches/gpu/lab/*.cu benches/gpu/lab/*.h "$out/"
    cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
cd "$(dirname "$0")"
# NVRTC takes the module's `extern "C" __device__ T v = 0;` as a definition; nvcc (whole
# program) wants it without `extern`.
sed -i 's/^extern "C" __device__ \(.*\) = /__device__ \1 = /' atax.cu gemver.cu stencil.cu matmul.cu dot.cu
for l in *_lab.cu; do
    nvcc -O3 -arch=sm_90 -std=c++17 -w "$l" -o "${l%.cu}" -lnvrtc -lcuda && "./${l%.cu}"
done
RUN
    echo "lab ready: bash $out/run.sh"
    exit 0
fi
exec bash "$out/run.sh"
