#!/usr/bin/env bash
# Builds the SQLite amalgamation (about 250,000 lines of C, fetched from the libsqlite3-sys crate
# on crates.io) with `oxacc -acc`, then builds and runs a smoke test against it.
#
#   tests/realworld/sqlite.sh [OXACC]     (default: target/release/oxacc, else target/debug/oxacc)
#
# Environment: REALWORLD_DIR (scratch directory, default target/realworld),
#              OXACC_CFLAGS (extra flags, default -O2).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${REALWORLD_DIR:-$root/target/realworld}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"

oxacc="${1:-}"
if [[ -z "$oxacc" ]]; then
    for cand in "${CARGO_TARGET_DIR:-$root/target}/release/oxacc" "${CARGO_TARGET_DIR:-$root/target}/debug/oxacc"; do
        if [[ -x "$cand" ]]; then oxacc="$cand"; break; fi
    done
fi
[[ -n "$oxacc" && -x "$oxacc" ]] || { echo "sqlite.sh: no oxacc binary (build with cargo build --workspace)" >&2; exit 1; }

src="$("$here/fetch-crate.sh" libsqlite3-sys 0.30.1 "$work")/sqlite3"
echo "sqlite.sh: SQLite sources in $src ($(wc -l < "$src/sqlite3.c") lines of sqlite3.c)"

cflags=(${OXACC_CFLAGS:--O2})
defs=(-DSQLITE_THREADSAFE=1 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_MATH_FUNCTIONS)
CC="$oxacc -acc"
out="$work/build"
mkdir -p "$out"

start=$(date +%s)
$CC "${cflags[@]}" "${defs[@]}" -c "$src/sqlite3.c" -o "$out/sqlite3.o"
$CC "${cflags[@]}" -I"$src" -c "$here/sqlite_smoke.c" -o "$out/sqlite_smoke.o"
$CC "$out/sqlite_smoke.o" "$out/sqlite3.o" -o "$out/sqlite_smoke" -lpthread -ldl -lm
end=$(date +%s)
echo "sqlite.sh: built with '$CC ${cflags[*]}' in $((end - start)) s"

"$out/sqlite_smoke"
