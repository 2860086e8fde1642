/* OpenACC 3.3, 2.9.10 private on loop gang/worker/vector of 1-D and 2-D arrays, a pointer and
 * a scalar; 2.5.13 private on parallel (per gang) read after a gang-redundant write; each
 * iteration of a partitioned loop has its own copy (gcc libgomp private-variables.c
 * loop_g/loop_w/loop_v/loop_gwv forms, V&V loop_private.c). */
#include "check.h"
#define N 48
#define K 5
int main(void) {
    int out[N][N], pv[N];
    int arr[K], mat[K][K], x = -7;
    int *p = &x;
    for (int k = 0; k < K; k++) arr[k] = -1;
    /* gang level */
#pragma acc parallel loop gang private(arr, mat, p) copyout(pv)
    for (int i = 0; i < N; i++) {
        for (int k = 0; k < K; k++) { arr[k] = i + k; for (int l = 0; l < K; l++) mat[k][l] = k * l + i; }
        p = &arr[K - 1];
        pv[i] = *p + mat[K - 1][K - 1];
    }
    for (int i = 0; i < N; i++) CHECK(pv[i] == 2 * i + K - 1 + (K - 1) * (K - 1));
    CHECK(arr[0] == -1 && p == &x);
    /* worker level, inside gang */
#pragma acc parallel loop gang num_workers(4) copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop worker private(arr, x)
        for (int j = 0; j < N; j++) {
            x = i * j;
            for (int k = 0; k < K; k++) arr[k] = x + k;
            out[i][j] = arr[K - 1] + arr[0];
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(out[i][j] == 2 * i * j + K - 1);
    CHECK(x == -7);
    /* vector level */
#pragma acc parallel loop gang vector_length(32) copyout(out)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector private(mat)
        for (int j = 0; j < N; j++) {
            mat[j % K][i % K] = i + j;
            out[i][j] = mat[j % K][i % K] * 2;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(out[i][j] == 2 * (i + j));
    /* gang worker vector on one loop */
#pragma acc parallel loop gang worker vector private(arr) copyout(pv)
    for (int i = 0; i < N; i++) {
        arr[i % K] = i;
        pv[i] = arr[i % K] + 1;
    }
    for (int i = 0; i < N; i++) CHECK(pv[i] == i + 1);
    /* private on parallel: each gang's copy, written redundantly, read by its loop */
#pragma acc parallel num_gangs(4) private(arr) copyout(pv)
    {
        for (int k = 0; k < K; k++) arr[k] = 10 * k;
#pragma acc loop gang
        for (int i = 0; i < N; i++) pv[i] = arr[i % K] + i;
    }
    for (int i = 0; i < N; i++) CHECK(pv[i] == 10 * (i % K) + i);
    CHECK_DONE();
}
