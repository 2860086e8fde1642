/* OpenACC 3.3, 2.12: x is "an lvalue expression with scalar type": a volatile object and a
   pointer (C 6.2.5p21: pointers are scalar types) qualify. NVRTC rejected every such kernel
   before (no helper took a `volatile T *`; `p++` added a pointer to a pointer), and the
   host code had cc warnings about volatile. */
#include "check.h"
int main(void) {
    volatile int x = 0;
    volatile long w = 3;
    volatile double d = 0;
    volatile int c = 0;
    int v[10], rd[10];
    int a[64];
    int *p = a, *q = a + 32;
    int *pv[10];
#pragma acc parallel loop copy(x, w, d, c, p, q) copyout(v, rd, pv)
    for (int i = 0; i < 10; i++) {
#pragma acc atomic update
        x += 2;
#pragma acc atomic write
        w = 7;
#pragma acc atomic
        d += 0.5;
#pragma acc atomic capture
        v[i] = c++;
#pragma acc atomic read
        rd[i] = w;
#pragma acc atomic update
        p++;
#pragma acc atomic
        q -= 2;
#pragma acc atomic capture
        { pv[i] = p; p = p + 1; }
    }
    CHECK(x == 20 && w == 7 && d == 5.0 && c == 10);
    int seen = 0;
    for (int i = 0; i < 10; i++) {
        CHECK(v[i] >= 0 && v[i] < 10);
        seen |= 1 << v[i];
        CHECK(rd[i] == 3 || rd[i] == 7);
        CHECK(pv[i] >= a && pv[i] < a + 20);
    }
    CHECK(seen == 0x3ff);
    CHECK(p == a + 20 && q == a + 12);
    CHECK_DONE();
}
