/* A region's locals live on each thread's stack: a 3 MB array inside a parallel region
 * works with gcc/libgomp, whose threads get the `ulimit -s` stack (8 MiB usually). oxacc's
 * team workers had Rust's 2 MiB default and faulted at two threads. */
#include "check.h"
#include <string.h>
#define N (3 * 1024 * 1024)
static long fill_and_sum(void) {
    char big[N];
    memset(big, 1, sizeof big);
    long s = 0;
    for (int k = 0; k < N; k += 4096) s += big[k];
    return s;
}
int main(void) {
    long sum = 0;
#pragma omp parallel reduction(+ : sum)
    {
        volatile char big[N];
        for (int k = 0; k < N; k += 4096) big[k] = 1;
        for (int k = 0; k < N; k += 4096) sum += big[k];
    }
    CHECK(sum == (long)omp_get_max_threads() * (N / 4096));
    long s2 = 0;
#pragma omp parallel for reduction(+ : s2)
    for (int i = 0; i < 16; i++) s2 += fill_and_sum();
    CHECK(s2 == 16L * (N / 4096));
    CHECK_DONE();
}
