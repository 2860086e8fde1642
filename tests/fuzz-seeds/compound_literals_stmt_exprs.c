/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): compound literals, designated initializers, statement expressions, typeof, mixed ternaries, commas and shifts in a parallel loop. */
#include <stdio.h>
struct pt { int x, y; };
int main(void) {
    int a[16];
    struct pt q[16];
#pragma acc parallel loop copyout(a, q)
    for (int i = 0; i < 16; i++) {
        struct pt p = (struct pt){ .y = i, .x = 2 * i };
        int *c = (int[]){ i, i + 1, i + 2 };
        int arr[5] = { [2] = i, [4] = 7 };
        int se = ({ int t = i * 3; t + 1; });
        __typeof__(p.x) tx = p.x + p.y;
        typeof(i) ti = (i, tx, (short)3);
        long mixed = i & 1 ? (long)i : (unsigned char)200;
        a[i] = c[2] + arr[2] + arr[4] + se + tx + ti + (int)mixed + (i << 3) + (-i >> 1) + ((unsigned)i >> 2);
        q[i] = p;
    }
    for (int i = 0; i < 16; i++) printf("%d %d %d\n", a[i], q[i].x, q[i].y);
    return 0;
}
