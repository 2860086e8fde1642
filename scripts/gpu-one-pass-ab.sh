#!/usr/bin/env bash
# One-pass twins on (OXACC_ONE_PASS=1) against off (=0): the PolyBench programs
# (benches/gpu/poly) and the bench-gpu benchmarks (benches/gpu), kernel ms, side by side.
#   here:            bash scripts/gpu-one-pass-ab.sh --bundle   (builds gpu-lab/onepass.tar.xz)
#   on the GPU host: tar -C gpu-lab -xJf gpu-lab/onepass.tar.xz && bash gpu-lab/onepass/run.sh [ROUNDS]
# docs/gpu-results.md (2026-11-30 19:16) has a run.
set -eu
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--bundle" ]; then
    oxacc=${OXACC:-${CARGO_TARGET_DIR:-target}/release/oxacc}
    d=gpu-lab/onepass
    rm -rf "$d" && mkdir -p "$d/poly" "$d/bench"
    ls benches/gpu/poly/*.c | xargs -n1 basename | sed 's/\.c$//' > "$d/POLY"
    echo "saxpy dot jacobi matmul stencil gemver atax 2mm hist" > "$d/BENCH"
    for b in $(cat "$d/POLY"); do
        "$oxacc" -acc -O3 -gpu=cc90 -w -I benches/gpu/poly "benches/gpu/poly/$b.c" -o "$d/poly/$b.oxacc" -lm &
    done
    wait
    for b in $(cat "$d/BENCH"); do
        "$oxacc" -acc -O3 -gpu=cc90 -w -I benches/gpu -DBENCH_IMPL='"oxacc"' "benches/gpu/$b.c" -o "$d/bench/$b" -lm &
    done
    wait
    strip "$d"/poly/* "$d"/bench/*
    cat > "$d/run.sh" <<'RUN'
#!/usr/bin/env bash
# One line per program, setting and round: "round R 1P=V <the program's result line>".
cd "$(dirname "$0")"
for ((r = 1; r <= ${1:-2}; r++)); do
  for b in $(cat POLY); do
    for v in 1 0; do echo "round $r 1P=$v $(OXACC_ONE_PASS=$v ./poly/$b.oxacc 2>&1 | tail -1)"; done
  done
  for b in $(cat BENCH); do
    for v in 1 0; do echo "round $r 1P=$v $(OXACC_ONE_PASS=$v ./bench/$b 1 /tmp/onepass-$b.out 2>&1 | grep 'RESULT.* kernels ' | tail -1)"; done
  done
done
RUN
    tar -C gpu-lab -cJf gpu-lab/onepass.tar.xz onepass && ls -la gpu-lab/onepass.tar.xz
    exit 0
fi
echo "usage: bash scripts/gpu-one-pass-ab.sh --bundle (then run gpu-lab/onepass/run.sh on the GPU host)" >&2
exit 2
