// cflags: -Wall
/* kernels (2.5.3): a `static` variable declared in a loop body has static storage duration
 * (C11 6.2.4p3): every iteration shares one object, and its value outlives the loop. The
 * dependence test took it for a body local, private to each iteration, and ran the loops
 * below in parallel: the threads raced on `cnt` (b[] came out as 24, 67, ... with 16 threads)
 * and on `t`. A written static local now carries a dependence (the loop runs as written); one
 * that is only read leaves the loop parallel (the .minfo pins both). A static declaration in
 * a compute region runs on the host only (gpu-host-only.txt). */
#include "check.h"
#define N 1000

int main(void) {
    static int a[N], b[N], c[N], d[N];
    for (int i = 0; i < N; i++) a[i] = i;

    /* a count kept across iterations */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        static int cnt = 0;
        cnt++;
        b[i] = cnt;
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);

    /* assigned before its use in every iteration, still one object */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        static int t;
        t = a[i] * 3;
        for (int k = 0; k < 50; k++) t = (t * 7 + k) % 1000003;
        c[i] = t;
    }
    for (int i = 0; i < N; i++) {
        int t = a[i] * 3;
        for (int k = 0; k < 50; k++) t = (t * 7 + k) % 1000003;
        CHECK(c[i] == t);
    }

    /* only read: no dependence */
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        static const int k = 5;
        d[i] = a[i] * k;
    }
    for (int i = 0; i < N; i++) CHECK(d[i] == 5 * i);
    CHECK_DONE();
}
