/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): function pointers through a typedef passed to a routine seq, and a static local in a region (host-only: a warning). */
#include <stdio.h>
typedef int (*fp_t)(int);
#pragma acc routine seq
static int twice(int x) { return 2 * x; }
#pragma acc routine seq
static int apply(fp_t f, int v) { return f(v); }
static int cnt;
int main(void) {
    int a[16];
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 16; i++) {
        static int unused_static;
        fp_t f = twice;
        a[i] = apply(f, i) + apply(&twice, 1);
    }
    for (int i = 0; i < 16; i++) printf("%d ", a[i]); printf("\n");
    return 0;
}
