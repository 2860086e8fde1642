/* OpenACC 3.3, 2.5.15 / 2.9.11 reduction on an array element and on a subarray (each
 * element reduced on its own; elements outside the range untouched), on serial loop, kernels
 * loop gang, kernels loop worker, kernels loop vector, kernels loop gang worker vector and
 * parallel loop gang vector, with +, *, max, min, &, | and ^: V&V
 * serial_loop_reduction_add_general, kernels_loop_reduction_bitand_vector_loop, array
 * reductions of gcc's libgomp.oacc-c-c++-common/reduction-arrays. */
#include "check.h"
#define N 120
#define M 6
static int v[N];
int main(void) {
    for (int i = 0; i < N; i++) v[i] = (i * 7) % 23 + 1;
    int h[M], h_ref[M];
    for (int j = 0; j < M; j++) h[j] = h_ref[j] = 100 + j;
    for (int i = 0; i < N; i++) h_ref[v[i] % 4 + 1] += v[i];
    /* subarray h[1:4] on serial loop */
#pragma acc serial loop copyin(v) reduction(+:h[1:4])
    for (int i = 0; i < N; i++) h[v[i] % 4 + 1] += v[i];
    for (int j = 0; j < M; j++) CHECK(h[j] == h_ref[j]);
    /* one array element on each level of kernels loop */
    int e[3] = {1, 0, 5};
    long ref = 0;
    for (int i = 0; i < N; i++) ref += v[i];
#pragma acc kernels loop gang copyin(v) reduction(+:e[1])
    for (int i = 0; i < N; i++) e[1] += v[i];
    CHECK(e[0] == 1 && e[1] == ref && e[2] == 5);
#pragma acc kernels loop worker copyin(v) reduction(max:e[0])
    for (int i = 0; i < N; i++) e[0] = e[0] > v[i] ? e[0] : v[i];
    CHECK(e[0] == 23 && e[1] == ref && e[2] == 5);
#pragma acc kernels loop vector copyin(v) reduction(min:e[2])
    for (int i = 0; i < N; i++) e[2] = e[2] < v[i] ? e[2] : v[i];
    CHECK(e[0] == 23 && e[2] == 1);
    /* bit operators on a section, gang worker vector */
    /* (parts of one array with different operators are a known gap: separate arrays) */
    unsigned bo[2] = {0u, 9u}, ba[2] = {9u, ~0u}, bx[3] = {5u, 0u, 5u};
    unsigned ro = 0u, ra = ~0u, rx = 0u;
    for (int i = 0; i < N; i++) {
        ro |= 1u << (v[i] % 32);
        ra &= ~(1u << (v[i] % 8));
        rx ^= (unsigned)v[i] * 2654435761u;
    }
#pragma acc kernels loop gang worker vector copyin(v) reduction(|:bo[0:1]) reduction(&:ba[1:1]) \
    reduction(^:bx[1])
    for (int i = 0; i < N; i++) {
        bo[0] |= 1u << (v[i] % 32);
        ba[1] &= ~(1u << (v[i] % 8));
        bx[1] ^= (unsigned)v[i] * 2654435761u;
    }
    CHECK(bo[0] == ro && bo[1] == 9u && ba[0] == 9u && ba[1] == ra);
    CHECK(bx[0] == 5u && bx[1] == rx && bx[2] == 5u);
    /* product on a section of doubles, parallel loop gang vector and serial loop */
    double pr[3] = {1, 1, 1};
#pragma acc parallel loop gang vector reduction(*:pr[0:2])
    for (int i = 0; i < 20; i++) { pr[0] *= 2.0; pr[1] *= (i % 2 ? 0.5 : 4.0); }
    CHECK(pr[0] == 1048576.0 && pr[1] == 1024.0 && pr[2] == 1);
#pragma acc serial loop reduction(*:pr[2])
    for (int i = 0; i < 10; i++) pr[2] *= 3.0;
    CHECK(pr[2] == 59049.0);
    /* the whole array, worker vector on one loop inside a parallel region */
    long w[M] = {0};
#pragma acc parallel copyin(v) num_workers(4) vector_length(32)
    {
#pragma acc loop worker vector reduction(+:w)
        for (int i = 0; i < N; i++) w[i % M] += v[i];
    }
    long wref[M] = {0};
    for (int i = 0; i < N; i++) wref[i % M] += v[i];
    for (int j = 0; j < M; j++) CHECK(w[j] == wref[j]);
    CHECK_DONE();
}
