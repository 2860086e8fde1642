#!/usr/bin/env bash
# The semantic fuzzer's programs on a real GPU: emul runs the generated CUDA on the CPU, which
# hides what only nvcc's optimiser or a GPU's memory model shows (a `restrict` that lets a load
# move above an aliasing store, a missing barrier between warps), so a corpus of random
# programs is also run on the GPU, each output compared with plain C's.
#
#   scripts/gpu-fuzz.sh --bundle [N] [SEED]   (here) writes N programs (default 200, seed
#       0x5eed) with scripts/fuzz_semantic.py --corpus, builds each with `oxacc -acc -gpu=cc90`
#       linked against the runtime's shared library (one copy for all: a static runtime in
#       each binary would not fit the device tool's 64 MiB), and packs gpu-fuzz/bundle.tar.xz.
#   bash gpu-fuzz/run.sh [DEVICE]             (GPU machine, after `tar xJf gpu-fuzz/bundle.tar.xz`)
#       runs every program with ACC_DEVICE_TYPE=DEVICE (default nvidia), 60 s each, and prints
#       pass / wrong / fails per program and a total; a failing program's output is kept in
#       gpu-fuzz/fail/.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [[ "${1:-}" != --bundle ]]; then
    echo "usage: scripts/gpu-fuzz.sh --bundle [N] [SEED]" >&2
    exit 2
fi
n="${2:-200}"
seed="${3:-0x5eed}"
oxacc="${OXACC:-$PWD/target/release/oxacc}"
rtso="$(dirname "$oxacc")/liboxacc_rt.so"
[[ -x "$oxacc" && -f "$rtso" ]] || { echo "build first: cargo build --release --workspace" >&2; exit 1; }
: "${OXACC_NVRTC:?set OXACC_NVRTC to libnvrtc.so.13 (the kernels are compiled here)}"
rm -rf gpu-fuzz/src gpu-fuzz/run
mkdir -p gpu-fuzz/src gpu-fuzz/run/bin
OXACC="$oxacc" python3 scripts/fuzz_semantic.py --corpus gpu-fuzz/src "$n" "$seed"
cp "$rtso" gpu-fuzz/run/bin/liboxacc_rt.so
strip gpu-fuzz/run/bin/liboxacc_rt.so
libgcc="$(cc -print-libgcc-file-name)"
build() {
    local c="$1" name
    name="$(basename "$c" .c)"
    # Extra flags the program's first line names (`flags: -fopenmp`: b_omp_acc's programs).
    local -a flags=()
    read -r -a flags <<< "$(head -1 "$c" | sed -n 's/.*, flags: \([^*]*\)\*\/.*/\1/p')"
    # The object is what `oxacc -acc` links; the link is the driver's, with the shared runtime.
    if "$oxacc" -acc -gpu=cc90 -w "${flags[@]}" -c "$c" -o "gpu-fuzz/run/bin/$name.o" 2> "gpu-fuzz/run/bin/$name.err" &&
        cc "gpu-fuzz/run/bin/$name.o" -o "gpu-fuzz/run/bin/$name" -Lgpu-fuzz/run/bin -loxacc_rt \
            -Wl,-rpath,'$ORIGIN' "$libgcc" -lpthread -ldl -lm -lrt 2>> "gpu-fuzz/run/bin/$name.err"; then
        strip "gpu-fuzz/run/bin/$name"
        cp "gpu-fuzz/src/$name.expected" gpu-fuzz/run/bin/
        rm -f "gpu-fuzz/run/bin/$name.o" "gpu-fuzz/run/bin/$name.err"
    else
        echo "build failed: $c" >&2
        rm -f "gpu-fuzz/run/bin/$name.o"
    fi
}
export -f build
export oxacc libgcc
ls gpu-fuzz/src/*.c | xargs -P "$(nproc)" -I{} bash -c 'build {}'
cat > gpu-fuzz/run/run.sh <<'EOF'
#!/usr/bin/env bash
# Runs every program of the bundle on ACC_DEVICE_TYPE=${1:-nvidia} and compares its output.
cd "$(dirname "$0")"
dev="${1:-nvidia}"
pass=0 wrong=0 fail=0
mkdir -p fail
for e in bin/*.expected; do
    p="bin/$(basename "$e" .expected)"
    name="$(basename "$p")"
    out="$(ACC_DEVICE_TYPE="$dev" timeout 60 "$p" 2> "fail/$name.stderr")"
    rc=$?
    if [[ $rc -ne 0 ]]; then
        fail=$((fail + 1)); echo "$name FAILS rc=$rc: $(tail -c 300 "fail/$name.stderr")"
    elif [[ "$out" != "$(cat "$e")" ]]; then
        wrong=$((wrong + 1)); echo "$out" > "fail/$name.out"
        echo "$name WRONG: $(diff <(echo "$out") "$e" | head -4 | tr '\n' ' ')"
    else
        pass=$((pass + 1)); rm -f "fail/$name.stderr"
    fi
done
echo "gpu-fuzz on $dev: $pass pass, $wrong wrong, $fail fail"
EOF
chmod +x gpu-fuzz/run/run.sh
built=$(ls gpu-fuzz/run/bin/*.expected | wc -l)
tar -C gpu-fuzz -cJf gpu-fuzz/bundle.tar.xz run
echo "gpu-fuzz: $built of $n programs built; gpu-fuzz/bundle.tar.xz $(du -h gpu-fuzz/bundle.tar.xz | cut -f1)"
echo "on the GPU machine: tar -C gpu-fuzz -xJf gpu-fuzz/bundle.tar.xz && bash gpu-fuzz/run/run.sh"
