#!/usr/bin/env bash
# Fetches the SQLite amalgamation shipped inside the libsqlite3-sys crate (crates.io) with plain
# cargo, and prints the directory holding sqlite3.c and sqlite3.h.
#
#   tests/realworld/fetch-sqlite.sh WORKDIR
set -euo pipefail

version=0.30.1
work="$1"
dir="$work/fetch"
src="$dir/vendor/libsqlite3-sys-$version/sqlite3"
if [[ -f "$src/sqlite3.c" ]]; then
    echo "$src"
    exit 0
fi
mkdir -p "$dir/src"
cat > "$dir/Cargo.toml" <<TOML
[package]
name = "oxacc-realworld-fetch"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
libsqlite3-sys = { version = "=$version", default-features = false }

[workspace]
TOML
echo 'fn main() {}' > "$dir/src/main.rs"
(cd "$dir" && cargo vendor --versioned-dirs --quiet vendor > /dev/null)
[[ -f "$src/sqlite3.c" ]] || { echo "fetch-sqlite.sh: $src/sqlite3.c missing after cargo vendor" >&2; exit 1; }
echo "$src"
