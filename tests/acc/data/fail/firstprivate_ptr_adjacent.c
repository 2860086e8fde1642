// expect-runtime-error: acc_error_not_present: 'p' host
/* A firstprivate pointer (2.6.2) that the region dereferences and that points at data which is
 * not present, right after a mapped array: p == s.a == s.q + 4, copy(s.q). The "just past the
 * end of a mapped range" rule (for loop-end pointers the region only compares) must not turn p
 * into the end of q's device copy: p[2] read memory past it, a silent wrong value (before, this
 * program printed garbage under emul). It is the not-present error naming p, its host address
 * and this line. */
#include <stdio.h>
#include <stdlib.h>

struct s {
    long q[4];
    int a[4];
};

int main(void) {
    struct s s = {{9, 9, 9, 9}, {11, 22, 33, 44}};
    int *p = s.a;
    if ((void *)(s.q + 4) != (void *)p) { /* the layout the test needs: a right after q */
        printf("layout differs\n");
        abort();
    }
#pragma acc parallel num_gangs(1) copy(s.q)
    {
        s.q[1] = p[2];
    }
    printf("s.q[1] = %ld (33)\n", s.q[1]);
    return 0;
}
