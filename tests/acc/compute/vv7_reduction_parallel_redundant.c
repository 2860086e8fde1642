/* OpenACC 3.3, 2.5.15 the reduction clause on a parallel construct (not a loop): every gang
 * has its private copy, and in gang-redundant mode each gang's statement contributes
 * (num_gangs(n) gangs adding 1 give n; multiplying by 2 gives 2^n), combined with the
 * variable's original value; with a gang loop inside, each iteration contributes once; the
 * serial construct's one gang (2.5.2): gcc libgomp parallel-reduction.c, V&V
 * parallel_reduction.c style. */
#include <openacc.h>
#include "check.h"
#define N 100
int main(void) {
    int ng = 4;
    int s = 10;
#pragma acc parallel num_gangs(ng) reduction(+:s)
    { s += 1; }
    CHECK(s == 10 + ng);
    long p = 3;
#pragma acc parallel num_gangs(5) reduction(*:p)
    { p *= 2; }
    CHECK(p == 3 * 32);
    int mx = -5, mn = 1000;
#pragma acc parallel num_gangs(3) reduction(max:mx) reduction(min:mn)
    { mx = mx > 7 ? mx : 7; mn = mn < 42 ? mn : 42; }
    CHECK(mx == 7 && mn == 42);
    unsigned bits = 0x100, andb = 0xff0;
#pragma acc parallel num_gangs(2) reduction(|:bits) reduction(&:andb)
    { bits |= 1u; andb &= 0x0ffu; }
    CHECK(bits == 0x101 && andb == 0x0f0);
    int x = 1;
#pragma acc parallel num_gangs(6) reduction(^:x)
    { x ^= 3; }
    CHECK(x == 1); /* six gangs' 3s cancel */
    /* a gang loop inside: each iteration once, plus one redundant statement per gang */
    int t = 0, a[N];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel num_gangs(4) copyin(a) reduction(+:t)
    {
        t += 1000;
#pragma acc loop gang reduction(+:t)
        for (int i = 0; i < N; i++) t += a[i];
    }
    CHECK(t == 4000 + N * (N - 1) / 2);
    /* double and logical operators */
    double d = 0.5;
#pragma acc parallel num_gangs(8) reduction(+:d)
    { d += 0.25; }
    CHECK(d == 2.5);
    int land = 1, lor = 0;
#pragma acc parallel num_gangs(2) reduction(&&:land) reduction(||:lor)
    { land = land && 1; lor = lor || 1; }
    CHECK(land == 1 && lor == 1);
    /* serial: one gang */
    int one = 0;
#pragma acc serial reduction(+:one)
    { one += 1; }
    CHECK(one == 1);
    CHECK_DONE();
}
