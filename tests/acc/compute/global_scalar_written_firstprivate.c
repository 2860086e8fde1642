// cflags: -Wall -Wextra -Wshadow
/* OpenACC 3.3, 2.6.2: a scalar with no visible data clause is firstprivate in a parallel or
 * serial construct, file-scope ones included. The multicore code used a written file-scope
 * scalar directly: the host saw the region's stores (no other device type does), and a
 * global scratch scalar of a loop body was one variable for the whole thread team (a data
 * race: wrong values with 16 threads). Each thread now has its copy, as on the GPU. The
 * copies are declared under the globals' names without a -Wshadow warning. */
#include "check.h"
int gcount = 1;
static int scount = 1;
double gt;
double *gp;
int ticks;
#pragma acc declare create(ticks)

static double twice(double v) { return 2 * v; }

static void scale(double *a, int n, double off) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] = twice(a[i]) + off;
}

int main(void) {
    int n = 20000;
    double *a = malloc(n * sizeof(double)), *c = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) a[i] = i;
    gp = a;
#pragma acc serial
    {
        gcount = 5;
        scount = 6;
        gp = 0;
    }
    CHECK(gcount == 1 && scount == 1 && gp == a);
#pragma acc parallel num_gangs(1)
    { gcount += 10; }
    CHECK(gcount == 1);
    /* A scratch scalar of the loop body: every iteration reads its own store. */
    for (int rep = 0; rep < 3; rep++) {
#pragma acc parallel loop copyin(a[0:n]) copyout(c[0:n])
        for (int i = 0; i < n; i++) {
            gt = a[i] * 3;
            double s = 0;
            for (int k = 0; k < 8; k++) s += a[(i + k) % n];
            c[i] = gt + (s < 0 ? 1 : 0);
        }
        for (int i = 0; i < n; i++) CHECK(c[i] == 3.0 * i);
    }
    /* A global with a visible data clause (declare) is the device copy, updated back. */
    ticks = 0;
#pragma acc update device(ticks)
#pragma acc serial
    { ticks = 7; }
#pragma acc update self(ticks)
    CHECK(ticks == 7);
    /* kernels: a scalar is copy (2.6.2): the store reaches the host. */
#pragma acc kernels
    { scount = 9; }
    CHECK(scount == 9);
    scale(a, 4, 1.0);
    CHECK(a[0] == 1.0 && a[3] == 7.0);
    free(a);
    free(c);
    CHECK_DONE();
}
