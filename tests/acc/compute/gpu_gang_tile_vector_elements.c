/* OpenACC 3.3, 2.9.8 (tile clause): with `gang tile(...)` and no vector clause, the tile loops
 * are gang-partitioned and the element loops' level is the implementation's choice; oxacc (as
 * NVIDIA's compiler) puts them on the vector lanes, so the blocks have 256 threads rather than
 * one (-Minfo: "gang, vector(256)"). Not when the body has a partitioned loop of its own (which
 * keeps the lanes) or the directive names worker. A 3-D 27-point stencil with tiles that do not
 * divide the sizes, and a gang tile nest around a vector loop; every result checked. */
#include "check.h"

enum { NX = 19, NY = 23, NZ = 41 };
#define IDX(i, j, k) (((i) * NY + (j)) * NZ + (k))

int main(void) {
    static double a[NX * NY * NZ], b[NX * NY * NZ];
    static int c[6][7][40];
    for (int i = 0; i < NX * NY * NZ; i++) {
        a[i] = i % 7;
        b[i] = -1;
    }
#pragma acc parallel loop gang tile(4, 8, 32) copyin(a) copy(b)
    for (int i = 1; i < NX - 1; i++)
        for (int j = 1; j < NY - 1; j++)
            for (int k = 1; k < NZ - 1; k++) {
                double s = 0;
                for (int d = -1; d <= 1; d++)
                    for (int e = -1; e <= 1; e++)
                        for (int f = -1; f <= 1; f++) s += a[IDX(i + d, j + e, k + f)];
                b[IDX(i, j, k)] = s;
            }
    for (int i = 0; i < NX; i++)
        for (int j = 0; j < NY; j++)
            for (int k = 0; k < NZ; k++) {
                double want = -1;
                if (i > 0 && i < NX - 1 && j > 0 && j < NY - 1 && k > 0 && k < NZ - 1) {
                    want = 0;
                    for (int d = -1; d <= 1; d++)
                        for (int e = -1; e <= 1; e++)
                            for (int f = -1; f <= 1; f++) want += a[IDX(i + d, j + e, k + f)];
                }
                CHECK(b[IDX(i, j, k)] == want);
            }

    /* The inner vector loop keeps the lanes: the tile nest stays gang only. */
#pragma acc parallel loop gang tile(2, 3) copyout(c)
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 7; j++) {
#pragma acc loop vector
            for (int k = 0; k < 40; k++) c[i][j][k] = i * 10000 + j * 100 + k;
        }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 7; j++)
            for (int k = 0; k < 40; k++) CHECK(c[i][j][k] == i * 10000 + j * 100 + k);
    CHECK_DONE();
}
