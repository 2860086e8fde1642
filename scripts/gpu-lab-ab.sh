#!/usr/bin/env bash
# A/B of two oxacc builds on the lab's self-timing C programs (benches/gpu/lab/*.c, each
# printing its own best-of-N line), alternating A B A B on the GPU machine.
#   On the dev machine:  bash scripts/gpu-lab-ab.sh --bundle OXACC_A OXACC_B PROG...
#     builds benches/gpu/lab/PROG.c with both compilers (-acc -gpu=cc90 -O2) into
#     gpu-lab/{a,b}/PROG, with gpu-lab/run.sh (carry `gpu-lab`).
#   On the GPU machine:  bash gpu-lab/run.sh [ROUNDS]   (default 3)
set -eu
if [ "${1:-}" = --bundle ]; then
    a=$2 b=$3
    shift 3
    out=gpu-lab
    rm -rf "$out" && mkdir -p "$out/a" "$out/b"
    for p in "$@"; do
        "$a" -acc -gpu=cc90 -O2 "benches/gpu/lab/$p.c" -o "$out/a/$p"
        "$b" -acc -gpu=cc90 -O2 "benches/gpu/lab/$p.c" -o "$out/b/$p"
    done
    {
        echo '#!/usr/bin/env bash'
        echo 'cd "$(dirname "$0")"; rounds=${1:-3}'
        echo "progs=\"$*\""
        echo 'for p in $progs; do for ((r = 1; r <= rounds; r++)); do for s in a b; do'
        echo '  printf "%-22s %s round %d: " "$p" "$s" "$r"; ACC_DEVICE_TYPE=nvidia timeout 120 ./$s/$p 2>&1 | tail -1'
        echo 'done; done; done'
    } > "$out/run.sh"
    echo "wrote $out (A: $a, B: $b)"
    exit 0
fi
echo "usage: gpu-lab-ab.sh --bundle OXACC_A OXACC_B PROG..." >&2
exit 2
