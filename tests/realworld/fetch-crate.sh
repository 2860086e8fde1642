#!/usr/bin/env bash
# Fetches one crate from crates.io with plain cargo (`cargo vendor` of a scratch package) and
# prints the directory of its sources. Real-world C code bases ship inside such crates: the SQLite
# amalgamation in libsqlite3-sys, the Lua sources in lua-src.
#
#   tests/realworld/fetch-crate.sh NAME VERSION WORKDIR
set -euo pipefail

name="$1"
version="$2"
work="$3"
dir="$work/fetch-$name-$version"
out="$dir/vendor/$name-$version"
if [[ -f "$out/Cargo.toml" ]]; then
    echo "$out"
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
$name = { version = "=$version", default-features = false }

[workspace]
TOML
echo 'fn main() {}' > "$dir/src/main.rs"
(cd "$dir" && cargo vendor --versioned-dirs --quiet vendor > /dev/null)
[[ -f "$out/Cargo.toml" ]] || { echo "fetch-crate.sh: $out missing after cargo vendor" >&2; exit 1; }
echo "$out"
