/* A variably modified typedef declared before a compute construct and named inside it
 * (`typedef int row[n];`, then `sizeof(row)`, `row *r = (row *)p;`, `row tmp;`). Its lengths
 * are the values of the size expressions where the typedef was reached (C11 6.7.8p3), not
 * their values at the construct: `n` changes after the typedef and the old length must be
 * used. Each length is a value the construct passes to its code (the host team's outlined
 * function and the GPU kernel), as firstprivate values (2.5.14 / 2.6.2: the region does not
 * write them). Before the fix each use was an error ("compute region uses the typedef 'row'
 * declared inside the function (variable-length array type of 'row')"); gcc and nvc build it.
 * A typedef declared in a `kernels` construct's block is named by the kernels after it in the
 * same way. Results are compared with the same code run as plain C. */
#include "check.h"

static long run(int n, int m, int k, int *buf, double *gbuf, int on_gpu) {
    typedef int row[n];
    typedef double grid[m][k];
    typedef int (*rowp)[n];
    n = 1000;                           /* the typedefs keep their lengths */
    m = -1;
    long s = 0, t = 0, u = 0;
    (void)on_gpu;
#pragma acc parallel loop copy(buf[0:64]) reduction(+:s) if(on_gpu)
    for (int i = 0; i < 8; i++) {
        row *r = (row *)buf;            /* rows of 4 */
        row tmp;
        for (int j = 0; j < (int)(sizeof(row) / sizeof(int)); j++)
            tmp[j] = r[i][j] * 2;
        r[i][0] = tmp[3];
        s += (long)sizeof(row) + tmp[1];
    }
#pragma acc kernels copy(gbuf[0:48]) copy(t)
    {
        grid *g = (grid *)gbuf;         /* planes of 3 x 4 */
        for (int p = 0; p < 4; p++)
            for (int a = 0; a < (int)(sizeof(grid) / sizeof((*g)[0])); a++)
                g[p][a][k - 1] += p + a;
        t = (long)sizeof(grid);
    }
#pragma acc serial copy(buf[0:64]) copy(u)
    {
        rowp q = (rowp)buf;
        u = (long)sizeof(*q) + q[2][3];
    }
    /* A typedef of the construct's own block, named by the kernels after it: its length is
     * the value when the block reached it (`w` changes after it). */
    int w = 4;
    long v = 0;
#pragma acc kernels copy(buf[0:64]) copy(v)
    {
        typedef int quad[w];
        w = 7;
        quad *q = (quad *)buf;
        for (int i = 0; i < 16; i++)
            q[i][2] += (int)sizeof(quad);
        v = (long)sizeof(quad) + w;
    }
    return s * 1000000 + t * 1000 + u + v * 100000000000L;
}

int main(void) {
    int buf[64], ref[64];
    double gbuf[48], gref[48];
    for (int i = 0; i < 64; i++) buf[i] = ref[i] = i;
    for (int i = 0; i < 48; i++) gbuf[i] = gref[i] = 0.5 * i;
    long got = run(4, 3, 4, buf, gbuf, 1);
    /* The same as plain C. */
    long s = 0;
    for (int i = 0; i < 8; i++) {
        int tmp[4];
        for (int j = 0; j < 4; j++) tmp[j] = ref[4 * i + j] * 2;
        ref[4 * i] = tmp[3];
        s += 16 + tmp[1];
    }
    for (int p = 0; p < 4; p++)
        for (int a = 0; a < 3; a++) gref[12 * p + 4 * a + 3] += p + a;
    long want = s * 1000000 + 96 * 1000 + (16 + ref[11]) + (16 + 7) * 100000000000L;
    for (int i = 0; i < 16; i++) ref[4 * i + 2] += 16;
    CHECK(got == want);
    for (int i = 0; i < 64; i++) CHECK(buf[i] == ref[i]);
    for (int i = 0; i < 48; i++) CHECK(gbuf[i] == gref[i]);
    printf("%ld %ld\n", got, want);
    CHECK_DONE();
}
