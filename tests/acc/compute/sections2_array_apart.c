/* spec 2.7.1 / 2.7.2 / 2.7.3: two or three different sections of one array (its own storage:
 * a global, a local, a struct's member array, rows of a 2-D array) in the data clauses of one
 * compute construct are different vars, each with its own data action (gcc and nvc run
 * them). Before the sections2 session this was a located "not supported yet" error (and
 * before that, on emul, the second section's writes were lost or went to an illegal
 * address). Now each section is entered and left by its own clause, and the kernel reaches
 * them through a block gathered from their device copies, copied back into them after the
 * launch. On a discrete device each action shows: copyout's section comes back, copyin's and
 * create's do not, copy's does. parallel, kernels and serial; async; three sections; a loop
 * that touches only one of them. */
#include <openacc.h>
#include "check.h"

int g[100];
struct S {
    double v[10], w[10];
} s;
double m[6][8];

int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    for (int k = 0; k < 100; k++) g[k] = k;
#pragma acc parallel loop copyin(g[0:50]) copyout(g[50:50])
    for (int k = 0; k < 50; k++) {
        g[50 + k] = g[k] * 2 + 1;
        g[k] = -1; /* copyin's half: not copied back (2.7.7) */
    }
    for (int k = 0; k < 50; k++) CHECK(g[k] == (discrete ? k : -1) && g[50 + k] == 2 * k + 1);

    /* A local array, three sections: copyin, create, copyout; the gap between them is
     * neither mapped nor touched. */
    double a[64];
    for (int k = 0; k < 64; k++) a[k] = k;
#pragma acc parallel loop copyin(a[0:8]) create(a[16:8]) copyout(a[40:8])
    for (int k = 0; k < 8; k++) {
        a[16 + k] = a[k] + 100; /* create's section: device only */
        a[40 + k] = a[16 + k] * 2;
        a[k] = -5;
    }
    for (int k = 0; k < 8; k++) {
        CHECK(a[40 + k] == 2 * (k + 100));
        CHECK(a[k] == (discrete ? k : -5));
        CHECK(a[16 + k] == (discrete ? 16 + k : k + 100));
    }
    for (int k = 8; k < 16; k++) CHECK(a[k] == k && a[k + 16] == k + 16);

    /* A loop that touches only the second section. */
#pragma acc parallel loop copyin(a[0:8]) copy(a[56:8])
    for (int k = 0; k < 8; k++) a[56 + k] = -k;
    for (int k = 0; k < 8; k++) CHECK(a[56 + k] == -k && a[k] == (discrete ? k : -5));

    /* serial, sections of a struct's member array. */
    for (int k = 0; k < 10; k++) s.v[k] = k;
#pragma acc serial copy(s.v[0:2]) copyin(s.v[5:2])
    {
        s.v[0] = s.v[5] + s.v[6];
        s.v[5] = -1;
    }
    CHECK(s.v[0] == 11 && s.v[1] == 1 && s.v[5] == (discrete ? 5 : -1) && s.v[6] == 6);

    /* kernels, rows of a 2-D array with run-time bounds. */
    int i = 1;
    for (int r = 0; r < 6; r++)
        for (int c = 0; c < 8; c++) m[r][c] = r * 10 + c;
#pragma acc kernels copyin(m[i][0:8]) copyout(m[i + 3][0:8])
    for (int j = 0; j < 8; j++) {
        m[i + 3][j] = m[i][j] * 2;
        m[i][j] = 0;
    }
    for (int c = 0; c < 8; c++) {
        CHECK(m[4][c] == 2 * (10 + c));
        CHECK(m[1][c] == (discrete ? 10 + c : 0));
        CHECK(m[2][c] == 20 + c && m[5][c] == 50 + c);
    }

    /* async: the copyout half arrives at the wait. */
    for (int k = 0; k < 100; k++) g[k] = k;
#pragma acc parallel loop copyin(g[10:10]) copyout(g[80:10]) async(3)
    for (int k = 0; k < 10; k++) g[80 + k] = g[10 + k] + 1000;
#pragma acc wait(3)
    for (int k = 0; k < 10; k++) CHECK(g[80 + k] == 1010 + k && g[10 + k] == 10 + k);
    CHECK(g[79] == 79 && g[90] == 90);

    /* An enclosing data construct holds one section (a present increment, 2.7.2: its copy
     * is not copied back at the construct's end), the construct maps the other. */
    for (int k = 0; k < 100; k++) g[k] = k;
#pragma acc data copyin(g[0:10])
    {
#pragma acc parallel loop copy(g[0:10]) copyout(g[90:10])
        for (int k = 0; k < 10; k++) {
            g[90 + k] = g[k] * 3;
            g[k] = 7;
        }
        if (discrete) CHECK(g[0] == 0 && acc_is_present(&g[0], 10 * sizeof g[0]));
        CHECK(!acc_is_present(&g[90], sizeof g[90]) || !discrete);
    }
    for (int k = 0; k < 10; k++) CHECK(g[90 + k] == 3 * k && g[k] == (discrete ? k : 7));
    CHECK_DONE();
}
