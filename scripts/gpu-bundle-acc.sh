#!/usr/bin/env bash
# Adds the OpenACC programs compiled by oxacc to the GPU bundle (run scripts/gpu-bundle.sh
# first: it makes gpu-run/ with the shared runtime in gpu-run/lib). Each program is compiled
# here with `oxacc -acc -c` and linked against gpu-run/lib/liboxacc_rt.so, so the bundle stays
# small; the GPU machine has no Rust. On the GPU machine `bash gpu-run/run-acc.sh` runs:
#   - tests/acc/data/*.c, tests/acc/compute/*.c, three multi-file programs of tests/acc/multifile
#     and the tutorial under the default device
#     type (nvidia there: CUDA kernels) and under ACC_DEVICE_TYPE=host at 1 and all cores;
#   - tests/acc/data/fail/*.c under nvidia: must exit 1 with their expect-runtime-error text;
#   - tests/acc/gpu/no_gpu_code.c under nvidia: a region without GPU code stops naming itself;
#   - with OXACC_MEMCHECK=1, compute-sanitizer memcheck and racecheck runs (see run-acc.sh).
# Usage: scripts/gpu-bundle-acc.sh [OXACC]   (default: a release build in $CARGO_TARGET_DIR)
set -euo pipefail
cd "$(dirname "$0")/.."
out=gpu-run
[ -f "$out/lib/liboxacc_rt.so" ] || { echo "run scripts/gpu-bundle.sh first" >&2; exit 2; }
oxacc="${1:-}"
if [ -z "$oxacc" ]; then
    export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
    cargo build --release -q -p oxacc-driver -p oxacc-rt
    oxacc="$CARGO_TARGET_DIR/release/oxacc"
fi
rm -rf "$out/acc"
mkdir -p "$out/acc/data" "$out/acc/fail" "$out/acc/gpu" "$out/acc/compute" "$out/acc/src"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
build() { # build SRC DEST_DIR (at most 4 at a time in the background)
    while (( $(jobs -r | wc -l) >= 4 )); do wait -n; done
    (
        local name
        name=$(basename "$1" .c)
        # A line `// cflags: ...` adds options, as in run_compute and run_data (-gpu=managed:
        # the managed_*.c programs; a fail/ program has its expected error first).
        local first extra=()
        first=$(grep -m1 '^// cflags:' "$1" || true)
        case "$first" in "// cflags:"*) read -ra extra <<< "${first#// cflags:}" ;; esac
        # Only the options that change the code (the warning options stay -w's).
        local f keep=()
        for f in "${extra[@]}"; do case "$f" in -gpu=* | -D*) keep+=("$f") ;; esac; done
        extra=("${keep[@]}")
        # sm_90 only (H100, H200): the bundle must stay small.
        "$oxacc" -acc -gpu=cc90,noptx -std=gnu11 -O1 -w "${extra[@]}" -I tests/acc/data -c "$1" -o "$tmp/$(basename "$2")-$name.o"
        if grep -q "void acc_register_library" "$1"; then
            # A statically linked profiling tool (spec 5.3.2): its acc_register_library must
            # replace the runtime's weak one at link time, as `oxacc` links (the shared
            # runtime keeps its own): the static runtime for this program.
            cc "$tmp/$(basename "$2")-$name.o" "$(dirname "$oxacc")/liboxacc_rt.a" \
                -lpthread -ldl -lm -lrt -o "$2/$name"
        else
            cc "$tmp/$(basename "$2")-$name.o" -L "$out/lib" -loxacc_rt -Wl,-rpath,'$ORIGIN/../../lib' \
                -lpthread -ldl -lm -o "$2/$name"
        fi
        strip "$2/$name"
    ) &
}
for src in tests/acc/data/*.c tests/acc/tutorial/smooth_data.c; do build "$src" "$out/acc/data"; done
# (`// emul-only`: a check of the emulated device, which a GPU shows as a fault instead)
for src in tests/acc/data/fail/*.c; do
    grep -q '^// emul-only' "$src" && continue
    build "$src" "$out/acc/fail"; cp "$src" "$out/acc/src/"
done
build tests/acc/gpu/no_gpu_code.c "$out/acc/gpu"
# Programs with a region the CUDA writer does not support yet (tests/acc/compute/
# gpu-host-only.txt, first word of each line) stop on a GPU by design: left out here (the host
# team runs them in `cargo test`).
host_only=$(grep -v '^#' tests/acc/compute/gpu-host-only.txt | awk 'NF {print $1}')
for src in tests/acc/compute/*.c tests/acc/tutorial/smooth_kernels.c; do
    if echo "$host_only" | grep -qx "$(basename "$src" .c)"; then continue; fi
    build "$src" "$out/acc/compute"
done
# Programs of several files (tests/acc/multifile): kernels calling routines of other files,
# whose device code (and the file-scope variables it uses) the runtime links in.
multi() { # multi NAME SRC... (each compiled on its own, as a build system does, then linked)
    while (( $(jobs -r | wc -l) >= 4 )); do wait -n; done
    (
        local name=$1 objs=() s o
        shift
        for s in "$@"; do
            o="$tmp/mf-$name-$(basename "$s" .c).o"
            "$oxacc" -acc -gpu=cc90,noptx -std=gnu11 -O1 -w -c "tests/acc/multifile/$s" -o "$o"
            objs+=("$o")
        done
        cc "${objs[@]}" -L "$out/lib" -loxacc_rt -Wl,-rpath,'$ORIGIN/../../lib' \
            -lpthread -ldl -lm -o "$out/acc/compute/$name"
        strip "$out/acc/compute/$name"
    ) &
}
multi multifile_routines routines_lib.c routines_lib2.c routines_main.c
multi multifile_cuda_names cuda_names_lib.c cuda_names_main.c
multi multifile_globals global_lib.c global_main.c
wait
# Programs whose source asks to be left out of racecheck (a comment `oxacc-gpu-check:
# no-racecheck`, with the reason: racecheck's cost grows with the blocks a kernel runs).
grep -l 'oxacc-gpu-check: no-racecheck' tests/acc/compute/*.c | xargs -r -n1 basename | sed 's/\.c$//' > "$out/acc/no-racecheck.txt"
grep -l 'oxacc-gpu-check: no-memcheck' tests/acc/compute/*.c | xargs -r -n1 basename | sed 's/\.c$//' > "$out/acc/no-memcheck.txt"
cp scripts/gpu-run-acc.sh "$out/run-acc.sh"
du -sh "$out"
