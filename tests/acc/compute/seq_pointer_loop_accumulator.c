/* A sequential loop whose variable is a pointer (2.9 allows one) storing through it into an
 * element it also reads (`q[1] += q[0]`, a prefix sum): the CUDA writer's register
 * accumulator (cuda/kernel/accum.rs) took `q[1]` for an element that the loop does not move
 * and loaded it before the loop, where the loop's `q` is not declared (the kernel did not
 * compile: "'q' was not declared in this scope"); with `q` declared before the loop it would
 * have read and stored one element only. The element a pointer loop variable, or a pointer
 * the body moves, reaches is no candidate. Odd sizes, zero trips. */
#include "check.h"

static void run(int n) {
    int *b = malloc((n + 2) * sizeof(int)), *r = malloc((n + 2) * sizeof(int));
    for (int i = 0; i < n + 2; i++) b[i] = r[i] = i % 5 - 1;
#pragma acc kernels copy(b[0:n+2])
    for (int *q = b; q < b + n - 1; q++) q[1] += q[0];
    for (int i = 0; i < n - 1; i++) r[i + 1] += r[i];
    int *p;
#pragma acc serial copy(b[0:n+2])
    for (p = b; p < b + n; p++) p[1] = p[1] * 2 + p[0];
    for (int i = 0; i < n; i++) r[i + 1] = r[i + 1] * 2 + r[i];
    int *s = b;
#pragma acc serial copy(b[0:n+2])
    for (int k = 0; k < n; k++) {
        s[1] += k;
        s++;
    }
    for (int k = 0; k < n; k++) r[k + 1] += k;
    for (int i = 0; i < n + 2; i++) CHECK(b[i] == r[i]);
    free(b); free(r);
}

int main(void) {
    run(1001);
    run(33);
    run(1);
    run(0);
    CHECK_DONE();
}
