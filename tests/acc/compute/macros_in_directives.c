/* OpenACC 3.3, 2.1: macros in compute directives, clause names and directive names included
   (cc -E leaves every `#pragma acc` line to oxacc, which expands them). */
#include "check.h"
#define N 1000
#define PAR_LOOP parallel loop
#define GANGS(n) num_gangs(n)
#define OP +
#define RED(v) reduction(OP:v)
#define ALL(a) a[0:N]
int main(void) {
    int a[N];
    long s = 0;
#pragma acc PAR_LOOP GANGS(4) copyout(ALL(a))
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop RED(s) copyin(ALL(a))
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == (long)N * (N - 1) / 2);
    CHECK_DONE();
}
