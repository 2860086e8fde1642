/* A `loop collapse(n)` in a `kernels` region whose `reduction` clause names an array section
 * (NPB LU's l2norm: `loop collapse(3) reduction(+:sum[0:5])` over a k, j, i nest with the
 * five components summed in an inner m loop): the clause applies to every associated loop
 * (2.9.1), so their analysis leaves the reduction variable to it as it does for the top
 * loop. The collapsed loops were reported "Loop carried dependence of 'sum' prevents
 * parallelization" and only the top loop was partitioned (a correct but one-loop-deep
 * schedule). Also a scalar clause reduction and, inside a gang loop, `auto` collapsed inner
 * loops with a scalar and an array-section reduction (their second loops were "Loop carried
 * reduction of 't' kept sequential" / "Loop carried dependence of 'u'" in -Minfo although
 * they ran collapsed), and an inner `loop independent collapse(2)` whose second loop stores
 * through an index array (`o[i][j][idx[k]]`: the clause covers both loops, -Minfo said "Loop
 * carried dependence of 'o'" for the second). The .minfo beside it pins the schedules and
 * the nest lines nvc prints for the collapsed loops. */
#include "check.h"

static double r[8][8][8][5];
static double q[16][8][8];
static double out[16], out2[16][2];
static double o[16][8][8];
static const int idx[8] = {7, 6, 5, 4, 3, 2, 1, 0};

int main(void)
{
    for (int k = 0; k < 8; k++)
        for (int j = 0; j < 8; j++)
            for (int i = 0; i < 8; i++)
                for (int m = 0; m < 5; m++)
                    r[k][j][i][m] = k + 2 * j + 3 * i + m;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                q[i][j][k] = i + j * k;
    double sum[5] = {0, 0, 0, 0, 0}, s = 0;
#pragma acc kernels copyin(r) copy(sum)
    {
#pragma acc loop collapse(3) reduction(+:sum[0:5])
        for (int k = 0; k < 8; k++)
            for (int j = 0; j < 8; j++)
                for (int i = 0; i < 8; i++)
                    for (int m = 0; m < 5; m++)
                        sum[m] += r[k][j][i][m];
    }
#pragma acc kernels copyin(r) copy(s)
    {
#pragma acc loop collapse(3) reduction(+:s)
        for (int k = 0; k < 8; k++)
            for (int j = 0; j < 8; j++)
                for (int i = 0; i < 8; i++)
                    s += r[k][j][i][1];
    }
#pragma acc kernels copyin(q) copyout(out, out2)
    for (int i = 0; i < 16; i++) {
        double t = 0;
        double u[2] = {0, 0};
#pragma acc loop collapse(2) reduction(+:t)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                t += q[i][j][k];
        out[i] = t;
#pragma acc loop collapse(2) reduction(+:u[0:2])
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                u[k % 2] += q[i][j][k];
        out2[i][0] = u[0];
        out2[i][1] = u[1];
    }
#pragma acc kernels copyin(q, idx) copyout(o)
    for (int i = 0; i < 16; i++) {
#pragma acc loop independent collapse(2)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                o[i][j][idx[k]] = q[i][j][k] * 3;
    }
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++)
                CHECK(o[i][j][7 - k] == q[i][j][k] * 3);
    /* each of the 512 points adds k + 2j + 3i + m: 64 * (8 * 3.5 * 6) + 512 * m */
    for (int m = 0; m < 5; m++)
        CHECK(sum[m] == 64.0 * 8 * 3.5 * 6 + 512.0 * m);
    CHECK(s == 64.0 * 8 * 3.5 * 6 + 512.0);
    for (int i = 0; i < 16; i++) {
        double t = 0, u0 = 0, u1 = 0;
        for (int j = 0; j < 8; j++)
            for (int k = 0; k < 8; k++) {
                t += q[i][j][k];
                if (k % 2)
                    u1 += q[i][j][k];
                else
                    u0 += q[i][j][k];
            }
        CHECK(out[i] == t);
        CHECK(out2[i][0] == u0 && out2[i][1] == u1);
    }
    CHECK_DONE();
}
