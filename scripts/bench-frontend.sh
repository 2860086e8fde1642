#!/usr/bin/env bash
# Front-end throughput and compile-time overhead of oxacc on the SQLite amalgamation.
#
#   scripts/bench-frontend.sh [OXACC]
#
# Prints (1) the throughput of oxacc's passes (through the driver, and in-process per pass:
# lex+parse, sema, the front end, the whole pipeline) on the
# preprocessed text, no cc: `oxacc -acc -fsyntax-only --oxacc-time FILE.i`), best of RUNS by
# wall time, with the CPU time of that run (steadier on a shared machine), and
# (2) wall time of `gcc -O2 -c sqlite3.c` vs `oxacc -acc -O2 -c sqlite3.c`, side by side with the
# ratio. Builds a release oxacc first unless OXACC is given.
# Environment: RUNS (front-end runs, default 5), COMPILE_RUNS (default 1), CC (default gcc).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${REALWORLD_DIR:-$root/target/realworld}"
mkdir -p "$work/bench"
runs="${RUNS:-5}"
compile_runs="${COMPILE_RUNS:-1}"
cc="${CC:-gcc}"

oxacc="${1:-}"
if [[ -z "$oxacc" ]]; then
    (cd "$root" && cargo build --release --quiet -p oxacc-driver -p oxacc-rt)
    oxacc="${CARGO_TARGET_DIR:-$root/target}/release/oxacc"
fi
src="$("$root/tests/realworld/fetch-crate.sh" libsqlite3-sys 0.30.1 "$work")/sqlite3"
defs=(-DSQLITE_THREADSAFE=1 -DSQLITE_OMIT_LOAD_EXTENSION)

now() { date +%s.%N; }

# 1. Front end alone, on text preprocessed once.
pp="$work/bench/sqlite3.i"
# -dD: the text the pipeline sees (cc -E -dD keeps the macro definitions, see oxacc-syntax).
"$oxacc" -acc "${defs[@]}" -E -dD "$src/sqlite3.c" -o "$pp"
best=""
report=""
for _ in $(seq "$runs"); do
    line="$("$oxacc" -acc -fsyntax-only --oxacc-time "$pp" 2>&1 | grep '^oxacc: time:' || true)"
    [[ -n "$line" ]] || { echo "bench-frontend.sh: oxacc printed no time report" >&2; exit 1; }
    t="$(sed -E 's/.*front end ([0-9.]+)s.*/\1/' <<<"$line")"
    if [[ -z "$best" ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then
        best="$t"
        report="$line"
    fi
done
mb="$(sed -E 's/.* for ([0-9.]+) MB.*/\1/' <<<"$report")"
rate="$(awk -v mb="$mb" -v t="$best" 'BEGIN { printf "%.1f", (t > 0 ? mb / t : 0) }')"
# CPU time (all threads) of the same run: steadier than wall time when the machine is shared.
cpu=""
if grep -q ', cpu ' <<<"$report"; then
    cpu="$(sed -E 's/.*, cpu ([0-9.]+)s \(([0-9.]+) MB\/s\).*/\1 s of CPU = \2 MB\/s/' <<<"$report")"
fi

# 2. Whole compile: gcc -O2 -c vs oxacc -acc -O2 -c, best of COMPILE_RUNS each.
time_cmd() {
    local best_t=""
    for _ in $(seq "$compile_runs"); do
        local s e d
        s="$(now)"
        "$@" > /dev/null
        e="$(now)"
        d="$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.3f", e - s }')"
        if [[ -z "$best_t" ]] || awk -v a="$d" -v b="$best_t" 'BEGIN { exit !(a < b) }'; then best_t="$d"; fi
    done
    echo "$best_t"
}
t_gcc="$(time_cmd "$cc" -O2 "${defs[@]}" -c "$src/sqlite3.c" -o "$work/bench/gcc.o")"
t_acc="$(time_cmd env OXACC_CC="$cc" "$oxacc" -acc -O2 "${defs[@]}" -c "$src/sqlite3.c" -o "$work/bench/oxacc.o")"
ratio="$(awk -v a="$t_acc" -v g="$t_gcc" 'BEGIN { printf "%.3f", a / g }')"
over="$(awk -v a="$t_acc" -v g="$t_gcc" 'BEGIN { printf "%+.2f s (%+.1f%%)", a - g, 100 * (a - g) / g }')"

lines="$(wc -l < "$src/sqlite3.c")"
echo "oxacc front-end benchmark: SQLite ($(basename "$(dirname "$src")")) sqlite3.c, $lines lines; $(nproc) cores"
echo "  front end alone (oxacc -acc -fsyntax-only on ${mb} MB preprocessed), best of $runs: ${best} s = ${rate} MB/s${cpu:+ (${cpu})}"
# The passes in-process (no process start, no file IO): lex+parse, sema, the front end (both),
# and the whole oxacc pipeline (+ directives, lowering, host writer).
if command -v cargo > /dev/null; then
    (cd "$root" && cargo build --release --quiet -p oxacc-lower --example pass_times)
    "${CARGO_TARGET_DIR:-$root/target}/release/examples/pass_times" "$pp" "$runs" | sed 's/^/  in-process: /'
fi
echo "  load average: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || echo unknown)"
printf '  %-34s %10s %10s %8s\n' "compile, best of $compile_runs" "$cc" "oxacc" "ratio"
printf '  %-34s %9ss %9ss %8s   overhead %s\n' "-O2 -c sqlite3.c" "$t_gcc" "$t_acc" "$ratio" "$over"
