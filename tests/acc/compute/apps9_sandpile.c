/* The abelian sandpile (Bak-Tang-Wiesenfeld) as grid codes write it: a synchronous toppling
 * sweep in `kernels` with `loop independent collapse(2)` (2.11, 2.9.9) on a `data` region's
 * `present` arrays (2.7.5), repeated `while` any cell is unstable, the count of unstable cells
 * a `+` reduction (2.9.11) whose result the host reads after each sweep; the grains lost at the
 * sink border a second reduction. By the abelian property the final configuration equals the
 * one of a sequential toppling on the host, which checks it. */
#include <string.h>
#include "check.h"
#define W 40
#define H 32
#define AT(g, y, x) (g)[(y) * W + (x)]

static void topple_host(int *g)
{
    int again = 1;
    while (again) {
        again = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                if (AT(g, y, x) >= 4) {
                    int t = AT(g, y, x) / 4;
                    AT(g, y, x) -= 4 * t;
                    if (y > 0) AT(g, y - 1, x) += t;
                    if (y < H - 1) AT(g, y + 1, x) += t;
                    if (x > 0) AT(g, y, x - 1) += t;
                    if (x < W - 1) AT(g, y, x + 1) += t;
                    again = 1;
                }
    }
}

int main(void)
{
    static int a[W * H], b[W * H], ref[W * H];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            AT(a, y, x) = (x * 7 + y * 13) % 5;
    AT(a, H / 2, W / 2) = 400;
    AT(a, 5, 7) = 150;
    memcpy(ref, a, sizeof a);
    topple_host(ref);
    long start = 0, end = 0;
    for (int k = 0; k < W * H; k++) start += a[k];
    int *cur = a, *nxt = b;
    int unstable = 1, sweeps = 0;
#pragma acc data copy(a) create(b)
    {
        while (unstable > 0) {
            unstable = 0;
#pragma acc kernels present(cur[0:W*H], nxt[0:W*H])
            {
#pragma acc loop independent collapse(2) reduction(+:unstable)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++) {
                        int c = AT(cur, y, x);
                        int v = c % 4;
                        if (c >= 4) unstable++;
                        if (y > 0) v += AT(cur, y - 1, x) / 4;
                        if (y < H - 1) v += AT(cur, y + 1, x) / 4;
                        if (x > 0) v += AT(cur, y, x - 1) / 4;
                        if (x < W - 1) v += AT(cur, y, x + 1) / 4;
                        AT(nxt, y, x) = v;
                    }
            }
            int *t = cur; cur = nxt; nxt = t;
            sweeps++;
        }
        if (cur != a) {
#pragma acc parallel loop present(a, b)
            for (int k = 0; k < W * H; k++) a[k] = b[k];
        }
    }
#pragma acc parallel loop reduction(+:end) copyin(a)
    for (int k = 0; k < W * H; k++) end += a[k];
    int bad = 0;
    for (int k = 0; k < W * H; k++) bad += a[k] != ref[k];
    CHECK(bad == 0);
    CHECK(sweeps > 10);
    CHECK(end < start);
    for (int k = 0; k < W * H; k++) CHECK(a[k] >= 0 && a[k] < 4);
    CHECK_DONE();
}
