/* OpenACC 3.3, 2.15.1: "Only the gang, worker, vector, seq and bind clauses may follow a
 * device_type clause" and "Exactly one of the gang, worker, vector, or seq clauses must
 * appear": one level per device type (2.4). `routine seq device_type(nvidia) vector` is a
 * vector routine in the NVIDIA kernel and a seq routine on the CPU team; each writer uses its
 * own device type's level. The loops accumulate (+=), so a loop run by more threads than its
 * level allows would show. (hunt-routine2 bug03: was rejected with "exactly one of ...".) */
#include "check.h"
#pragma acc routine seq device_type(nvidia) vector
static void add_vector(double *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[i] += i;
}
#pragma acc routine vector device_type(nvidia) seq
static void add_seq_on_gpu(double *a, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) a[i] += 2 * i;
}
#pragma acc routine worker device_type(host) seq device_type(nvidia) vector
static void add_worker(double *a, int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) a[i] += 3 * i;
}
int main(void) {
    static double a[8][32];
#pragma acc parallel loop gang copy(a) num_workers(2) vector_length(32)
    for (int i = 0; i < 8; i++) {
        add_vector(a[i], 32);
        add_seq_on_gpu(a[i], 32);
    }
#pragma acc parallel loop gang copy(a) num_workers(4) vector_length(32)
    for (int i = 0; i < 8; i++) add_worker(a[i], 32);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 32; j++) CHECK(a[i][j] == 6 * j);
    return 0;
}
