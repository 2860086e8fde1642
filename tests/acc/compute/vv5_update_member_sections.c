/* OpenACC 3.3, 2.14.4 (update directive) on struct members, members reached through a
 * pointer, rows of a pointer-to-pointer matrix, 2-D sections of an array and interior
 * sections, with if, if_present, async and wait; V&V update_self, update_device,
 * update_struct. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 32
typedef struct { int n; double v[N]; double *w; } rec;
int main(void) {
    int dev = acc_get_device_type() != acc_device_host;
    rec s, *ps = &s;
    s.n = N;
    s.w = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) { s.v[i] = i; s.w[i] = -i; }
    double **m = malloc(4 * sizeof(double *));
    for (int r = 0; r < 4; r++) {
        m[r] = malloc(N * sizeof(double));
        for (int i = 0; i < N; i++) m[r][i] = r * 100 + i;
    }
    static int g[8][N];
    for (int r = 0; r < 8; r++)
        for (int i = 0; i < N; i++) g[r][i] = r;
#pragma acc enter data copyin(s) copyin(s.w[0:N]) copyin(m[0:4][0:N]) copyin(g)
#pragma acc parallel loop present(s, m[0:4][0:N], g)
    for (int i = 0; i < N; i++) {
        s.v[i] += 1000;
        s.w[i] -= 1000;
        for (int r = 0; r < 4; r++) m[r][i] = -m[r][i];
        for (int r = 0; r < 8; r++) g[r][i] += 10;
    }
    /* a member array, then a member section through the pointer */
#pragma acc update self(s.v)
#pragma acc update self(ps->w[4:8]) async(1)
#pragma acc wait(1)
    for (int i = 0; i < N; i++) {
        CHECK(s.v[i] == i + 1000);
        double want = (i >= 4 && i < 12) || !dev ? -i - 1000 : -i;
        CHECK(s.w[i] == want);
    }
    /* one row of the matrix, a section of another, a noncontiguous 2-D section of g */
#pragma acc update self(m[1][0:N], m[2][8:4])
#pragma acc update self(g[2:3][4:10]) if(dev)
    for (int i = 0; i < N; i++) {
        CHECK(m[1][i] == -(100 + i));
        CHECK(m[2][i] == (i >= 8 && i < 12 || !dev ? -(200 + i) : 200 + i));
        CHECK(m[0][i] == (dev ? i : -i));
    }
    for (int r = 0; r < 8; r++)
        for (int i = 0; i < N; i++) {
            /* a noncontiguous section: the implementation may move the smallest contiguous
               region holding it (2.14.4), so only what lies outside that must be unchanged */
            int in = r >= 2 && r < 5 && i >= 4 && i < 14;
            int lin = r * N + i, hull = lin >= 2 * N + 4 && lin <= 4 * N + 13;
            if (in || !dev) CHECK(g[r][i] == r + 10);
            if (!hull && dev) CHECK(g[r][i] == r);
        }
    /* update device of host changes, then read back through a kernel */
    for (int i = 0; i < N; i++) { s.v[i] = 7; m[3][i] = 9; }
#pragma acc update device(s.v[0:N], m[3][0:N]) async(2)
#pragma acc parallel loop present(s, m[0:4][0:N]) async(2) wait(2)
    for (int i = 0; i < N; i++) s.v[i] += m[3][i];
#pragma acc update self(s.v) async(2)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) CHECK(s.v[i] == 16);
    /* if_present on data that is not present: nothing happens */
    double z[N];
    for (int i = 0; i < N; i++) z[i] = 3;
#pragma acc update self(z) device(z[0:4]) if_present
    for (int i = 0; i < N; i++) CHECK(z[i] == 3);
#pragma acc exit data delete(s.w[0:N], m[0:4][0:N], g) delete(s)
    for (int r = 0; r < 4; r++) free(m[r]);
    free(m);
    free(s.w);
    CHECK_DONE();
}
