/* OpenACC 3.3, 2.7.1 (data clauses on arrays of structs and struct members) as the V&V
 * suite's data_with_structs.c and parallel_loop_struct_member programs write them. */
#include <openacc.h>
#include "check.h"
#define n 200
typedef struct { double a, b, c; } three_t;
typedef struct { int len; double *v; double w[4]; } vec_t;
int main(void) {
    three_t *d = malloc(n * sizeof(three_t));
    for (int i = 0; i < n; i++) { d[i].a = i; d[i].b = 2 * i; d[i].c = 0; }
#pragma acc data copy(d[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) d[i].c = d[i].a + d[i].b;
    }
    for (int i = 0; i < n; i++) CHECK(d[i].c == 3 * i);
    vec_t s;
    s.len = n;
    s.v = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) s.v[i] = i;
    for (int i = 0; i < 4; i++) s.w[i] = i;
#pragma acc data copy(s) copy(s.v[0:s.len])
    {
#pragma acc parallel loop
        for (int i = 0; i < s.len; i++) s.v[i] += s.w[i % 4];
    }
    for (int i = 0; i < n; i++) CHECK(s.v[i] == i + i % 4);
#pragma acc enter data copyin(s.w, s.len)
#pragma acc parallel loop present(s.w) copyout(d[0:4])
    for (int i = 0; i < 4; i++) d[i].a = s.w[i] * 10;
#pragma acc exit data delete(s.w, s.len)
    for (int i = 0; i < 4; i++) CHECK(d[i].a == i * 10);
    free(s.v);
    free(d);
    CHECK_DONE();
}
