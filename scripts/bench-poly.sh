#!/usr/bin/env bash
# PolyBench-style GPU suite (docs/bench-poly.md): oxacc against GCC 12's OpenACC on the
# PolyBench 4.2 kernels of benches/gpu/poly (one OpenACC source each, double precision;
# polybench.h says how each program times and checks itself).
#
# Here (the development machine: Rust, gcc-12-offload-nvptx, NVRTC; no GPU):
#   bash scripts/bench-poly.sh --check [NAME...]
#       builds every program (or NAME...) with -DSMALL and runs it with oxacc on the emulated
#       device (ACC_DEVICE_TYPE=emul) and the host team, and with GCC's OpenACC on the host:
#       each must print `ok`. POLY_CFLAGS=-DPOLY_SCALE=4: sizes 4x the small ones (many blocks
#       a kernel on emul; minutes: 2mm's vector reductions are slow in the simulator).
#   bash scripts/bench-poly.sh --bundle [NAME...]
#       builds gpu-poly/ (git-ignored, ~5 MB; binaries stripped, in bin.tar.xz): NAME.oxacc (oxacc -acc -gpu=cc90 -O3,
#       kernels compiled ahead of time by NVRTC, the runtime linked statically), NAME.gcc
#       (gcc -O3 -fopenacc -foffload=nvptx-none -misa=sm_80 -lm, Debian's libgomp and nvptx plugin
#       in gpu-poly/lib), minfo/NAME.txt (oxacc's -Minfo=accel) and run.sh.
#       POLY_CFLAGS=-DSMALL: the small sizes (a dry run of run.sh with POLY_DEVICE=host).
# On the GPU machine (no Rust there; the CUDA driver is):
#   bash gpu-poly/run.sh [ROUNDS]     (default 1; each round runs every program oxacc then GCC)
set -euo pipefail
cd "$(dirname "$0")/.."
src=benches/gpu/poly
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
oxacc="$CARGO_TARGET_DIR/release/oxacc"
mode=${1:-}
shift || true
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
    names=()
    for f in "$src"/*.c; do names+=("$(basename "$f" .c)"); done
fi
if [ -z "${OXACC_NVRTC:-}" ] && [ -f /tmp/nvrtc/nvidia/cu13/lib/libnvrtc.so.13 ]; then
    export OXACC_NVRTC=/tmp/nvrtc/nvidia/cu13/lib/libnvrtc.so.13
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

case "$mode" in
--check)
    cargo build --release -q -p oxacc-driver -p oxacc-rt
    fails=0
    for b in "${names[@]}"; do
        "$oxacc" -acc -O2 -gpu=cc90 -DSMALL ${POLY_CFLAGS:-} -I "$src" "$src/$b.c" -o "$tmp/$b.oxacc" 2> "$tmp/$b.log" ||
            { cat "$tmp/$b.log" >&2; echo "$b: oxacc build FAILED"; fails=$((fails + 1)); continue; }
        gcc -O2 -fopenacc -foffload=disable -DSMALL ${POLY_CFLAGS:-} -I "$src" "$src/$b.c" -o "$tmp/$b.gcc" -lm 2> "$tmp/$b.gcc.log" ||
            { cat "$tmp/$b.gcc.log" >&2; echo "$b: gcc build FAILED"; fails=$((fails + 1)); continue; }
        for run in "emul $tmp/$b.oxacc" "host $tmp/$b.oxacc" "host $tmp/$b.gcc"; do
            set -- $run
            line=$(ACC_DEVICE_TYPE=$1 timeout 300 "$2" 2>&1) && rc=0 || rc=$?
            printf '%-12s %-6s %-5s %s\n' "$b" "${2##*.}" "$1" "$(echo "$line" | tr '\n' ' ')"
            [ $rc -eq 0 ] || fails=$((fails + 1))
        done
    done
    echo "$fails failure(s)"
    [ $fails -eq 0 ]
    ;;
--bundle)
    cargo build --release -q -p oxacc-driver -p oxacc-rt
    [ -n "${OXACC_NVRTC:-}" ] || { echo "no NVRTC (OXACC_NVRTC): the kernels would compile at run time" >&2; exit 1; }
    gomp=/usr/lib/x86_64-linux-gnu/libgomp.so.1
    plugin=/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1
    if [ ! -f "$plugin" ] || ! command -v x86_64-linux-gnu-accel-nvptx-none-gcc-12 >/dev/null; then
        echo "installing gcc-12-offload-nvptx (GCC 12's nvptx offload compiler and libgomp plugin)" >&2
        apt-get install -y -q gcc-12-offload-nvptx >/dev/null
    fi
    out=gpu-poly
    rm -rf "$out"
    mkdir -p "$out/lib" "$out/bin" "$out/minfo" "$out/src"
    cp -L "$gomp" "$out/lib/libgomp.so.1"
    cp -L "$plugin" "$out/lib/libgomp-plugin-nvptx.so.1"
    # The plugin needs only libgomp and libc (libcuda.so.1 is dlopen'ed on the GPU machine).
    if ldd "$out/lib/libgomp-plugin-nvptx.so.1" | grep -q 'not found'; then
        ldd "$out/lib/libgomp-plugin-nvptx.so.1" >&2; exit 1
    fi
    for b in "${names[@]}"; do
        (
            # oxacc links its runtime (liboxacc_rt.a) statically, as a user's build gets it.
            "$oxacc" -acc -O3 -gpu=cc90 -Minfo=accel ${POLY_CFLAGS:-} -I "$src" "$src/$b.c" -o "$out/bin/$b.oxacc" \
                2> "$out/minfo/$b.txt" || { cat "$out/minfo/$b.txt" >&2; exit 1; }
            # GCC 12: -misa=sm_80 is the newest ISA GCC 12 knows (PTX JIT-compiled by the driver);
            # -lm: the offloaded code calls sqrt (correlation, cholesky, gramschmidt).
            gcc -O3 -fopenacc -foffload=nvptx-none -foffload-options=nvptx-none="-misa=sm_80 -lm" ${POLY_CFLAGS:-} -I "$src" \
                "$src/$b.c" -o "$out/bin/$b.gcc" -Wl,-rpath,'$ORIGIN/../lib' -lm 2> "$tmp/$b.gcc.log" ||
                { cat "$tmp/$b.gcc.log" >&2; exit 1; }
            strip "$out/bin/$b.oxacc" "$out/bin/$b.gcc"
        ) &
        while (( $(jobs -r | wc -l) >= 2 )); do wait -n; done
    done
    wait
    for b in "${names[@]}"; do
        [ -x "$out/bin/$b.oxacc" ] && [ -x "$out/bin/$b.gcc" ] || { echo "build of $b failed" >&2; exit 1; }
    done
    # 23 statically linked oxacc programs are ~2.7 MB each (the runtime is in each): one xz
    # tarball of bin/ is ~5 MB, under the 30 MiB bundle budget; run.sh unpacks it (xz, or
    # Python's tarfile where xz is missing).
    tar -C "$out" -cJf "$out/bin.tar.xz" bin && rm -rf "$out/bin"
    cp "$src"/*.c "$src"/*.h "$out/src/"
    printf '%s\n' "${names[@]}" > "$out/NAMES"
    cp "$src/run.sh" "$out/run.sh"
    git log -1 --format='%h %s' > "$out/COMMIT" 2>/dev/null || true
    du -sh "$out"
    echo "bundle ready: carry gpu-poly and run: bash gpu-poly/run.sh [ROUNDS]"
    ;;
*)
    echo "usage: $0 --check [NAME...] | --bundle [NAME...]   (then on the GPU machine: bash gpu-poly/run.sh)" >&2
    exit 2
    ;;
esac
