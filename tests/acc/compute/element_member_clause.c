/* OpenACC 3.3 2.7.1: a data clause may name a member of an array element,
 * `copy(r[2].v[0:8])`; that member's section is what is present. The kernel translated the
 * array's base through the whole array (or the element), which is only partly present: the
 * launch stopped with "'r' ... is partly present" under emul. It is now translated through
 * the member's first mapped element. Local and file-scope arrays, a scalar member, a data
 * construct around the compute construct and the construct's own clause. */
#include <stdio.h>

typedef struct {
    double v[8];
    int k;
} R;

static R g[4];

int main(void) {
    R r[5];
    int err = 0;
    for (int i = 0; i < 5; i++) {
        r[i].k = i;
        for (int j = 0; j < 8; j++)
            r[i].v[j] = j;
    }
    for (int i = 0; i < 4; i++)
        g[i].k = 10 * i;
#pragma acc data copy(r[2].v[0:8])
    {
#pragma acc parallel loop
        for (int j = 0; j < 8; j++)
            r[2].v[j] *= 2;
    }
    for (int j = 0; j < 8; j++)
        err += r[2].v[j] != 2.0 * j;
    err += r[1].v[3] != 3.0;
#pragma acc parallel loop copy(r[3].v[2:4])
    for (int j = 2; j < 6; j++)
        r[3].v[j] += 1;
    for (int j = 0; j < 8; j++)
        err += r[3].v[j] != (j >= 2 && j < 6 ? j + 1.0 : (double)j);
#pragma acc serial copy(g[1].k)
    g[1].k += 5;
    err += g[1].k != 15 || g[2].k != 20;
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}
