/* A scalar a kernels loop assigns in every iteration and the code after the loop reads keeps
 * the last iteration's value (sequential C; 2.6.2: kernels scalars are copy): such a loop runs
 * as written instead of privatizing the scalar and losing it. Both gave y=-1 / q=360 before. */
#include <stdio.h>

int main(void) {
    enum { N = 100 };
    int a[N], rs[8];
    for (int i = 0; i < N; i++) a[i] = i;
    int y = -1, q = -1, t = 0;
#pragma acc kernels copy(a, y)
    {
        int last = 0;
        for (int i = 0; i < N; i++) { y = a[i]; last = a[i]; }
        a[0] = last;
    }
#pragma acc kernels copyin(a) copyout(rs)
    for (int i = 0; i < 8; i++) {
        q = 0;
        for (int j = 0; j < 10; j++) q += a[i * 10 + j];
        rs[i] = q;
    }
    /* a temporary assigned again after the loop: no value leaves the loop, it stays parallel */
#pragma acc kernels copy(a)
    for (int i = 1; i < N; i++) { t = a[i] * 2; a[i] = t; }
    t = 0;
    int err = y != 99 || a[0] != 99 || q != 745;
    for (int i = 0; i < 8; i++) err += rs[i] != 100 * i + 45 + (i == 0 ? 99 : 0);
    for (int i = 1; i < N; i++) err += a[i] != 2 * i;
    printf("%s (y=%d a0=%d q=%d t=%d)\n", err ? "FAIL" : "ok", y, a[0], q, t);
    return err != 0;
}
