#!/usr/bin/env bash
# Builds oxacc in release mode and installs it under PREFIX (default ~/.local):
#   PREFIX/bin/oxacc
#   PREFIX/lib/oxacc/liboxacc_rt.a
# oxacc finds the runtime relative to its own executable, so no environment variable is needed;
# the OpenACC headers are embedded in the binary.
#
#   scripts/install.sh [PREFIX]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
prefix="${1:-$HOME/.local}"

(cd "$root" && cargo build --release -p oxacc-driver -p oxacc-rt)
target="${CARGO_TARGET_DIR:-$root/target}/release"
for f in oxacc liboxacc_rt.a; do
    [[ -f "$target/$f" ]] || { echo "install.sh: $target/$f was not built" >&2; exit 1; }
done

install -d "$prefix/bin" "$prefix/lib/oxacc"
install -m 755 "$target/oxacc" "$prefix/bin/oxacc"
install -m 644 "$target/liboxacc_rt.a" "$prefix/lib/oxacc/liboxacc_rt.a"
echo "installed $prefix/bin/oxacc and $prefix/lib/oxacc/liboxacc_rt.a"
case ":$PATH:" in
    *":$prefix/bin:"*) ;;
    *) echo "note: $prefix/bin is not on PATH" ;;
esac
