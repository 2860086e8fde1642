#!/usr/bin/env bash
# Runs the PolyBench-style bundle of scripts/bench-poly.sh on the GPU machine (no Rust needed,
# the CUDA driver is): bash gpu-poly/run.sh [ROUNDS]   (default 1)
# Each round runs every program as oxacc then as GCC 12 OpenACC (alternating, so that clock
# and thermal drift hit both alike); each prints `name total_ms kernels_ms ok|FAIL`. The table
# takes, per program and implementation, the median over the rounds, and prints the
# oxacc/GCC ratios (below 1: oxacc faster) and their geometric means over the programs that
# are ok in both. Everything is also in $OUT/poly.log (per-run logs in $OUT/poly-logs/).
# POLY_DEVICE (default nvidia): the ACC_DEVICE_TYPE of the programs (host: a dry run of this
# script without a GPU, on a bundle built with POLY_CFLAGS=-DSMALL).
set -u
here=$(cd "$(dirname "$0")" && pwd)
rounds=${1:-1}
out=${OUT:-/tmp/oxacc-poly-out}
logs=$out/poly-logs
mkdir -p "$logs"
exec > >(tee -a "$out/poly.log") 2>&1
dev=${POLY_DEVICE:-nvidia}
mapfile -t names < "$here/NAMES"
gpuname=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
echo "oxacc PolyBench suite: $(date -u '+%Y-%m-%d %H:%M UTC'), ${gpuname:-no GPU}, device $dev, $rounds round(s), bundle $(cat "$here/COMMIT" 2>/dev/null)"
# The programs travel as one xz tarball (scripts/bench-poly.sh): unpack it once.
bin=$(mktemp -d /tmp/oxacc-poly.XXXXXX)
if command -v xz > /dev/null; then
    tar -C "$bin" -xJf "$here/bin.tar.xz"
else
    python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$here/bin.tar.xz" "$bin"
fi
bin=$bin/bin
res=$(mktemp)
for ((r = 1; r <= rounds; r++)); do
    for b in "${names[@]}"; do
        for impl in oxacc gcc; do
            log=$logs/$b.$impl.$r.log
            LD_LIBRARY_PATH=$here/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} ACC_DEVICE_TYPE=$dev \
                timeout 300 "$bin/$b.$impl" > "$log" 2>&1
            rc=$?
            line=$(grep -E "^$b [0-9.]+ [0-9.]+ (ok|FAIL)$" "$log" | tail -1)
            if [ -z "$line" ]; then
                line="$b nan nan FAIL"
                echo "  $b $impl round $r: exit $rc, no result line:"; tail -3 "$log" | sed 's/^/    /'
            elif [ $rc -ne 0 ]; then
                echo "  $b $impl round $r: exit $rc ($line)"; grep -v "^$b " "$log" | tail -3 | sed 's/^/    /'
            fi
            echo "$impl $line" >> "$res"
            printf '  round %d %-6s %s\n' "$r" "$impl" "$line"
        done
    done
done
echo
awk -v names="${names[*]}" '
function median(s,   a, n, i, j, t) {
    n = split(s, a, " ");
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2;
}
{ k = $1 SUBSEP $2; tot[k] = tot[k] " " $3; ker[k] = ker[k] " " $4; if ($5 != "ok") bad[k] = 1 }
END {
    printf "%-12s %10s %10s %10s %10s %8s %8s  %s\n", "kernel", "oxacc tot", "oxacc ker", "gcc tot", "gcc ker", "tot o/g", "ker o/g", "status";
    n = split(names, nm, " "); m = 0; lt = 0; lk = 0;
    for (i = 1; i <= n; i++) {
        b = nm[i]; o = "oxacc" SUBSEP b; g = "gcc" SUBSEP b;
        ot = median(tot[o]); ok_ = median(ker[o]); gt = median(tot[g]); gk = median(ker[g]);
        st = (bad[o] ? "oxacc FAIL " : "") (bad[g] ? "gcc FAIL" : "");
        if (st == "" && ot > 0 && gt > 0 && ok_ > 0 && gk > 0) {
            rt = ot / gt; rk = ok_ / gk; m++; lt += log(rt); lk += log(rk);
            printf "%-12s %10.2f %10.2f %10.2f %10.2f %8.2f %8.2f  ok\n", b, ot, ok_, gt, gk, rt, rk;
        } else {
            printf "%-12s %10s %10s %10s %10s %8s %8s  %s\n", b, ot, ok_, gt, gk, "-", "-", (st == "" ? "no time" : st);
        }
    }
    if (m > 0) printf "%-12s %10s %10s %10s %10s %8.2f %8.2f  (geometric mean over %d kernels ok in both)\n", "geomean", "", "", "", "", exp(lt / m), exp(lk / m), m;
}' "$res"
rm -f "$res"
echo "(times: ms, median of 5 runs in each program, median over rounds; o/g < 1: oxacc faster)"
