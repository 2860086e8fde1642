/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): reductions, private and firstprivate of typedef'd, enum, unsigned char, volatile and qualified-pointer variables, an enum loop variable (2.5.13-2.5.15). */
#include <stdio.h>
typedef double real;
typedef const real creal_t;
typedef real *restrict rptr;
typedef volatile int vint;
typedef enum { A0, A1, A2 } kind_t;
typedef unsigned char byte;
typedef real arr3[3];
typedef struct s2 { arr3 p; kind_t k; } s2_t;
int main(void) {
    real sum = 0; vint vs = 0; byte bx = 0; kind_t kk = A0; long double ldsum = 0;
    real data[32]; rptr pd = data;
    arr3 tmp = {1, 2, 3};
    s2_t st = {{1, 2, 3}, A2};
    for (int i = 0; i < 32; i++) data[i] = i;
    int cnt = 0;
#pragma acc parallel loop reduction(+:sum, cnt) reduction(max:bx) reduction(|:kk) firstprivate(tmp, st) private(vs) copyin(pd[0:32])
    for (byte i = 0; i < 32; i++) {
        creal_t c = pd[i];
        volatile real w = c * 2;
        vs = i;
        sum += w + tmp[i % 3] + st.p[st.k];
        bx = bx > (byte)(i * 7) ? bx : (byte)(i * 7);
        kk |= (kind_t)(i % 3);
        cnt += vs > 10;
    }
    real *const volatile cvp = data;
    const real *restrict const crp = data;
#pragma acc parallel loop reduction(+:ldsum) copyin(cvp[0:32], crp[0:16])
    for (kind_t e = A0; e <= A2; e++) ldsum += cvp[e] + crp[e + 1];
    printf("%g %d %d %d %Lg\n", sum, cnt, bx, kk, ldsum);
    return 0;
}
