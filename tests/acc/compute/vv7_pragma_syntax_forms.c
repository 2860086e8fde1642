/* OpenACC 3.3, 1.6 and 2.1: a clause-list is "a list of one or more clauses optionally
 * separated by commas" (commas before the first clause, between clauses, around spaces),
 * clauses from a macro, comments and a backslash continuation inside the directive, the
 * _Pragma operator written directly and from a macro (C99 6.10.9), on compute, loop,
 * enter/exit data and wait directives. */
#include <openacc.h>
#include "check.h"
#define N 64
#define MYCLAUSES copy(a), num_gangs(2)
#define DO_PRAGMA(x) _Pragma(#x)
#define PARLOOP(c) DO_PRAGMA(acc parallel loop c)
int main(void) {
    int a[N], s = 0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc parallel loop, copy(a), reduction(+:s) , gang vector
    for (int i = 0; i < N; i++) { a[i] += 1; s += a[i]; }
#pragma acc parallel MYCLAUSES /* comment */ \
    vector_length(32) // trailing
    {
#pragma acc loop gang,vector
        for (int i = 0; i < N; i++) a[i] *= 2;
    }
#pragma acc enter data copyin(a), create(s)
#pragma acc exit data, delete(a) , delete(s)
    _Pragma("acc parallel loop copy(a)")
    for (int i = 0; i < N; i++) a[i] -= 1;
#pragma acc kernels loop independent,collapse(1),copy(a)
    for (int i = 0; i < N; i++) a[i] += 0;
#pragma acc wait(1,2),async(3)
#pragma acc wait
    PARLOOP(copy(a) gang)
    for (int i = 0; i < N; i++) a[i] += 10;
    CHECK(s == N * (N + 1) / 2 && a[0] == 11 && a[N - 1] == 2 * N + 9);
    CHECK_DONE();
}
