/* Calls global_lib.c's routines, which use that file's declare'd variables; this file has a
 * static variable of the same name as one of them (its own, also declare'd) and uses it in
 * the same kernel: each module's device pointer is bound to its own variable. */
#include <stdio.h>

#pragma acc routine seq
double times_factor(double x);
#pragma acc routine seq
void count_hit(int i);
#pragma acc routine seq
double scaled(int i);
void clear_hits(void);
int hit_total(void);

static double factor = 0.5;
#pragma acc declare copyin(factor)

int main(void) {
    double a[64], b[64];
    clear_hits();
#pragma acc parallel loop copyout(a, b)
    for (int i = 0; i < 64; i++) {
        a[i] = times_factor(i) + factor;
        b[i] = scaled(i);
        count_hit(i);
    }
    int bad = 0;
    for (int i = 0; i < 64; i++) {
        double t[4] = {1.0, 10.0, 100.0, 1000.0};
        if (a[i] != 3.0 * i + 0.5 || b[i] != 3.0 * t[i % 4]) {
            if (bad++ < 4) printf("a[%d] = %g, b[%d] = %g\n", i, a[i], i, b[i]);
        }
    }
    int total = hit_total();
    if (total != 64) printf("hits: %d (expected 64)\n", total);
    printf("%g %g %d\n", a[63], b[63], total);
    return bad != 0 || total != 64;
}
