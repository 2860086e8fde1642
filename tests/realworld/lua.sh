#!/usr/bin/env bash
# Builds Lua 5.4 (about 30,000 lines of C, from the lua-src crate on crates.io) with
# `oxacc -acc`, links a small host program, and runs the Lua scripts in tests/realworld/lua/.
#
#   tests/realworld/lua.sh [OXACC]
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
[[ -n "$oxacc" && -x "$oxacc" ]] || { echo "lua.sh: no oxacc binary (build with cargo build --workspace)" >&2; exit 1; }

src="$("$here/fetch-crate.sh" lua-src 551.1.0 "$work")/lua-5.4.9"
echo "lua.sh: Lua sources in $src ($(cat "$src"/*.[ch] | wc -l) lines)"

CC="$oxacc -acc"
cflags=(${OXACC_CFLAGS:--O2} -std=gnu99 -DLUA_COMPAT_5_3 -DLUA_USE_LINUX)
out="$work/build-lua"
rm -rf "$out"
mkdir -p "$out"

start=$(date +%s)
objs=()
for c in "$src"/*.c; do
    o="$out/$(basename "${c%.c}").o"
    $CC "${cflags[@]}" -c "$c" -o "$o"
    objs+=("$o")
done
ar rcs "$out/liblua.a" "${objs[@]}"
$CC "${cflags[@]}" -I"$src" "$here/lua_smoke.c" "$out/liblua.a" -o "$out/lua_smoke" -lm -ldl
end=$(date +%s)
echo "lua.sh: built with '$CC ${cflags[*]}' in $((end - start)) s"

"$out/lua_smoke" "$here"/lua/*.lua
