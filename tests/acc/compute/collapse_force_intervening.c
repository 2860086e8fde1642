/* OpenACC 3.3, 2.9.1: collapse(force:n) with intervening code between the associated loops.
 * "If the force modifier appears, then any intervening code may be executed multiple times as
 * needed to perform the collapse": oxacc runs it in place, once per run of consecutive
 * innermost iterations of a thread, so it must give the same result when repeated (as here).
 * Issue 8: the lowering rejected the nest (the inner loop was looked for as the outer body). */
#include "check.h"
#define NI 9
#define NJ 13
#define NK 5
static double v[NI][NJ];
static double w[NI][NJ][NK];
static int row_done[NI], cell_done[NI][NJ];
static double base[NI] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
int main(void) {
    /* The program. */
    double vv[4 * 8];
#pragma acc parallel loop collapse(force:2) copyin(base) copyout(vv)
    for (int i = 0; i < 4; ++i) {
        double s = base[i] * 100;
        for (int j = 0; j < 8; ++j)
            vv[i * 8 + j] = s + j;
    }
    CHECK(vv[0] == 100 && vv[31] == 407);
    for (int i = 0; i < 4; i++) for (int j = 0; j < 8; j++) CHECK(vv[i * 8 + j] == base[i] * 100 + j);

    /* Code before and after the inner loop; a declaration used by the innermost body. */
#pragma acc parallel loop collapse(force:2)
    for (int i = 0; i < NI; i++) {
        const double s = base[i] * 1000;
        double u;
        u = s + 1;
        for (int j = 0; j < NJ; j++) {
            v[i][j] = u + j;
        }
        row_done[i] = 1;
    }
    for (int i = 0; i < NI; i++) {
        CHECK(row_done[i] == 1);
        for (int j = 0; j < NJ; j++) CHECK(v[i][j] == base[i] * 1000 + 1 + j);
    }

    /* collapse(force:3): intervening code at both levels, some of it in nested blocks. */
#pragma acc parallel loop collapse(force:3)
    for (int i = 0; i < NI; i++) {
        double si = base[i] * 10000;
        {
            int twice = 2;
            for (int j = 0; j < NJ; j++) {
                double sj = si + twice * 100 * j;
                for (int l = 0; l < NK; l++)
                    w[i][j][l] = sj + l;
                cell_done[i][j] = twice;
            }
        }
        row_done[i] = 3;
    }
    for (int i = 0; i < NI; i++) {
        CHECK(row_done[i] == 3);
        for (int j = 0; j < NJ; j++) {
            CHECK(cell_done[i][j] == 2);
            for (int l = 0; l < NK; l++) CHECK(w[i][j][l] == base[i] * 10000 + 200 * j + l);
        }
    }

    /* Intervening code only at the second level (the first is tightly nested). */
#pragma acc parallel loop collapse(force:3)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            int k0 = i * 100 + j;
            for (int l = 0; l < NK; l++)
                w[i][j][l] = k0 * 10 + l;
        }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int l = 0; l < NK; l++) CHECK(w[i][j][l] == (i * 100 + j) * 10 + l);

    /* continue in intervening code ends that iteration of the outer loop. */
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) v[i][j] = -1;
#pragma acc parallel loop collapse(force:2)
    for (int i = 0; i < NI; i++) {
        if (i % 3 == 1)
            continue;
        for (int j = 0; j < NJ; j++)
            v[i][j] = i + j;
        row_done[i] = 4;
    }
    for (int i = 0; i < NI; i++) {
        CHECK(row_done[i] == (i % 3 == 1 ? 3 : 4));
        for (int j = 0; j < NJ; j++) CHECK(v[i][j] == (i % 3 == 1 ? -1 : i + j));
    }

    /* continue in the intervening code of the middle loop skips the rest of that loop's body
     * only: the outer loop's code after it still runs. Other pragmas stay in place. */
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) cell_done[i][j] = 0;
#pragma acc parallel loop collapse(force:3)
    for (int i = 0; i < NI; i++) {
#pragma GCC unroll 2
        for (int j = 0; j < NJ; j++) {
            if (j % 2)
                continue;
#pragma GCC ivdep
            for (int l = 0; l < NK; l++)
                w[i][j][l] = -l;
            cell_done[i][j] = 5;
        }
        row_done[i] = 5;
    }
    for (int i = 0; i < NI; i++) {
        CHECK(row_done[i] == 5);
        for (int j = 0; j < NJ; j++) {
            CHECK(cell_done[i][j] == (j % 2 ? 0 : 5));
            for (int l = 0; l < NK; l++) CHECK(w[i][j][l] == (j % 2 ? (i * 100 + j) * 10 + l : -l));
        }
    }

    /* A reduction and a private on the collapsed loop; the intervening code uses both. */
    long sum = 0;
    double t;
#pragma acc parallel loop collapse(force:2) reduction(+:sum) private(t)
    for (int i = 0; i < NI; i++) {
        t = base[i];
        for (int j = 0; j < NJ; j++) {
            v[i][j] = t * j;
            sum += j;
        }
    }
    CHECK(sum == (long)NI * NJ * (NJ - 1) / 2);
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(v[i][j] == base[i] * j);

    /* serial loop, kernels loop, and a loop inside a parallel region. */
#pragma acc serial loop collapse(force:2)
    for (int i = 0; i < NI; i++) {
        double s = -base[i];
        for (int j = 0; j < NJ; j++) v[i][j] = s - j;
    }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(v[i][j] == -base[i] - j);
#pragma acc kernels loop collapse(force:2)
    for (int i = 0; i < NI; i++) {
        double s = 2 * base[i];
        for (int j = 0; j < NJ; j++) v[i][j] = s + j;
    }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(v[i][j] == 2 * base[i] + j);
#pragma acc parallel
    {
#pragma acc loop gang collapse(force:2)
        for (int i = 0; i < NI; i++) {
            double s = 3 * base[i];
            for (int j = 0; j < NJ; j++) v[i][j] = s + j;
        }
    }
    for (int i = 0; i < NI; i++) for (int j = 0; j < NJ; j++) CHECK(v[i][j] == 3 * base[i] + j);
    CHECK_DONE();
}
