/* Firstprivate pointers (2.6.2) next to the end of a mapped range. A loop-end pointer the region
 * only compares (e == a + N) keeps the "just past the end of a mapped range" translation, so
 * `a + i < e` compares device addresses; a pointer the region dereferences that equals the end
 * of one mapping and the start of another present one (p == s.a == s.q + 4, both copied) is
 * translated through the mapping it points into, and reads s.a's device copy. (Dereferenced
 * with nothing present there, it is a runtime error: tests/acc/data/fail/
 * firstprivate_ptr_adjacent.c.) */
#include <stdio.h>

#define N 16

struct s {
    long q[4];
    int a[4];
};

int main(void) {
    int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    int *e = a + N;
#pragma acc parallel loop copy(a[0:N])
    for (int i = 0; i < N; i++)
        if (a + i < e) a[i] += 100;
    for (int i = 0; i < N; i++)
        if (a[i] != i + 100) {
            printf("FAIL: a[%d] = %d (%d)\n", i, a[i], i + 100);
            return 1;
        }

    struct s s = {{9, 9, 9, 9}, {11, 22, 33, 44}};
    int *p = s.a;
    if ((void *)(s.q + 4) != (void *)p) {
        printf("FAIL: layout differs\n");
        return 1;
    }
#pragma acc parallel num_gangs(1) copy(s.q, s.a)
    {
        s.q[1] = p[2];
    }
    if (s.q[1] != 33) {
        printf("FAIL: s.q[1] = %ld (33)\n", s.q[1]);
        return 1;
    }
    return 0;
}
