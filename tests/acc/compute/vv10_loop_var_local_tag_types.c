/* OpenACC 3.3, 2.9 (loop construct): a partitioned loop whose variable is declared in the
 * loop's init with a type named by a tag defined inside the function: `enum e k` (an
 * enumeration as the loop variable, 2.9's integer type) and `struct loc *q` (a pointer loop
 * variable), on parallel loop, collapse and tile. The CPU team's outlined function
 * re-declared the variable with the tag as written, which names no type at file scope: cc
 * stopped on oxacc's code ("variable 'k' has initializer but incomplete type", "invalid use
 * of undefined type 'struct loc'"). Found by the vv10 hunt. */
#include <openacc.h>
#include "check.h"
#define N 48
int main(void) {
    enum e { E0, E1, E2, E3, E4 };
    struct loc { int a; int b; };
    int c[5] = {0}, g[5][4];
    struct loc arr[N];
    for (int i = 0; i < N; i++) arr[i].a = i, arr[i].b = 0;
#pragma acc parallel loop copy(c)
    for (enum e k = E0; k <= E4; k++) c[k] = (int)k * 10;
    for (int i = 0; i < 5; i++) CHECK(c[i] == 10 * i);
#pragma acc parallel loop copy(arr)
    for (struct loc *q = arr; q < arr + N; q++) q->b = q->a * 2;
    for (int i = 0; i < N; i++) CHECK(arr[i].b == 2 * i);
#pragma acc parallel loop collapse(2) copyout(g)
    for (enum e k = E0; k < 5; k++)
        for (int j = 0; j < 4; j++) g[k][j] = (int)k * 4 + j;
    for (int i = 0; i < 20; i++) CHECK(g[i / 4][i % 4] == i);
#pragma acc parallel loop tile(2, 2) copy(g)
    for (enum e k = E4; k > E0; k--)
        for (int j = 0; j < 4; j++) g[k][j] = -g[k][j];
    for (int i = 0; i < 20; i++) CHECK(g[i / 4][i % 4] == (i < 4 ? i : -i));
    long s = 0;
#pragma acc parallel loop gang vector reduction(+:s) copyin(arr)
    for (const struct loc *q = &arr[N - 1]; q >= arr; q -= 3) s += q->b;
    long w = 0;
    for (int i = N - 1; i >= 0; i -= 3) w += 2 * i;
    CHECK(s == w);
    CHECK_DONE();
}
