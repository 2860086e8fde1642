/* OpenACC 3.3, 2.5.3 kernels / 2.9 loop: a loop in a kernels region whose body jumps with goto
 * to a label later in the same iteration (out of an inner while loop, C11 6.8.6.1) neither
 * leaves the loop nor enters it, so it keeps a trip count known on entry and is parallelized
 * like any other independent loop; before the fix any goto or label in the body made the loop
 * "Loop has multiple exits" and it ran on the host with one serial kernel per iteration. A
 * goto to a label after the loop still leaves it early (sequential); the same label name in
 * another function (first_square_above's `next`) does not make the label an entry. */
#include <complex.h>
#include "check.h"
#define N 64
static int first_square_above(const int *a, int i) {
    int k = 0;
    while (k < a[i]) {
        if (k * k > a[i]) goto next;
        k++;
    }
next:
    return k;
}
int main(void) {
    int a[N], first = -1, r[N];
    for (int i = 0; i < N; i++) a[i] = (i * 13) % N;
    double complex z[N];
#pragma acc kernels copyin(a) copy(first) copyout(z, r)
    {
        for (int i = 0; i < N; i++) {
            int k = 0;
            while (k < a[i]) {
                if (k * k > a[i]) goto next;
                k++;
            }
        next:
            z[i] = k + a[i] * I;
        }
        for (int i = 0; i < N; i++) {
            int v = a[i];
            if (v % 2) goto odd;
            r[i] = v / 2;
            goto done;
        odd:
            r[i] = 3 * v + 1;
        done:;
        }
        for (int i = 0; i < N; i++) {
            if (a[i] == 5) {
                first = i;
                goto found;
            }
        }
    found:;
    }
    for (int i = 0; i < N; i++) {
        CHECK(creal(z[i]) == first_square_above(a, i) && cimag(z[i]) == a[i]);
        CHECK(r[i] == (a[i] % 2 ? 3 * a[i] + 1 : a[i] / 2));
    }
    CHECK(first == 25);
    CHECK_DONE();
}
