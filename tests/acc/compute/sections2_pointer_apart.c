/* spec 2.7.1 / 2.7.2: sections of a pointer's target in the data clauses of one compute
 * construct (`copyin(p[0:n/2]) copyout(p[n/2:n-n/2])`), and of a struct member's target
 * (`s.p[0:50]`, `s.p[50:50]`), and of a pointer to rows (`r[0:2][0:8]`, `r[4:2][0:8]`), each with its own data action. Before the sections2 session
 * the kernel reached the whole target through the first section's device copy: on emul an
 * illegal address (the compile-time check saw only arrays of their own storage). Now the
 * kernel gets a block gathered from the sections' device copies (their union's span), copied
 * back into them after the launch. Also three sections, async, `present` sections entered
 * apart by `enter data` (their dynamic counts unchanged), and a loop touching one section. */
#include <stdlib.h>
#include <openacc.h>
#include "check.h"

struct H {
    int n;
    int *p;
};

int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    int n = 100;
    int *p = malloc(n * sizeof *p);
    for (int k = 0; k < n; k++) p[k] = k;
#pragma acc parallel loop copyin(p[0:n/2]) copyout(p[n/2:n-n/2])
    for (int k = 0; k < n / 2; k++) {
        p[n / 2 + k] = p[k] * 2 + 1;
        p[k] = -1;
    }
    for (int k = 0; k < n / 2; k++) CHECK(p[k] == (discrete ? k : -1) && p[n / 2 + k] == 2 * k + 1);

    /* A struct member's target. */
    struct H s = {100, malloc(100 * sizeof(int))};
    for (int k = 0; k < 100; k++) s.p[k] = k;
#pragma acc parallel loop copyin(s.p[0:50]) copyout(s.p[50:50])
    for (int k = 0; k < 50; k++) {
        s.p[50 + k] = s.p[k] + 1000;
        s.p[k] = -1;
    }
    for (int k = 0; k < 50; k++) CHECK(s.p[k] == (discrete ? k : -1) && s.p[50 + k] == k + 1000);

    /* Three sections, async; the middle one is create's. */
    double *q = malloc(90 * sizeof *q);
    for (int k = 0; k < 90; k++) q[k] = k;
#pragma acc parallel loop copyin(q[0:30]) create(q[30:30]) copyout(q[60:30]) async(1)
    for (int k = 0; k < 30; k++) {
        q[30 + k] = q[k] * 3;
        q[60 + k] = q[30 + k] + 1;
    }
#pragma acc wait(1)
    for (int k = 0; k < 30; k++) {
        CHECK(q[k] == k && q[60 + k] == 3 * k + 1);
        CHECK(q[30 + k] == (discrete ? 30 + k : 3 * k));
    }

    /* A loop that touches only the second section (no gather needed for the first). */
#pragma acc parallel loop copyin(q[0:30]) copyout(q[60:30])
    for (int k = 0; k < 30; k++) q[60 + k] = -k;
    for (int k = 0; k < 30; k++) CHECK(q[60 + k] == -k);

    /* A pointer to rows: two row sections (`double (*r)[8]`). */
    double(*r)[8] = malloc(6 * sizeof *r);
    for (int a = 0; a < 6; a++)
        for (int b = 0; b < 8; b++) r[a][b] = a * 8 + b;
#pragma acc parallel loop copyin(r[0:2][0:8]) copyout(r[4:2][0:8])
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 8; b++) r[4 + a][b] = -r[a][b];
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 8; b++) CHECK(r[4 + a][b] == -(a * 8 + b) && r[2 + a][b] == (2 + a) * 8 + b);
    free(r);

    /* Sections entered apart, named present by one construct: present increments only. */
    for (int k = 0; k < n; k++) p[k] = k;
#pragma acc enter data copyin(p[0:20])
#pragma acc enter data copyin(p[60:20])
#pragma acc serial present(p[0:20], p[60:20])
    for (int k = 0; k < 20; k++) p[60 + k] += p[k] * 10;
    if (discrete) {
        CHECK(p[60] == 60 && acc_is_present(p, 20 * sizeof *p) && acc_is_present(p + 60, 20 * sizeof *p));
    }
#pragma acc exit data copyout(p[0:20], p[60:20])
    for (int k = 0; k < 20; k++) CHECK(p[60 + k] == 60 + 11 * k && p[k] == k);
    CHECK(!acc_is_present(p, sizeof *p) || !discrete);
    free(p);
    free(s.p);
    free(q);
    CHECK_DONE();
}
