/* OpenACC 3.3, 2.13 (declare copyin / create at file scope) as the V&V suite's declare_copyin.c
 * and declare_create.c write them: a fixed-size table and a scalar declared copyin, read by a
 * compute construct with present and by a vector routine called from a parallel region
 * outside any loop (2.15.1: gang-redundant call, vector-partitioned loop inside), a declared
 * create scalar written on the device and read back by update self, and the test functions
 * run several times in one program (NUM_TEST_CALLS). */
#include <openacc.h>
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define n 1000
#define NUM_TEST_CALLS 3
#define PRECISION 1e-8
typedef double real_t;
real_t fixed_size_array[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
#pragma acc declare copyin(fixed_size_array)
real_t scalar = 5;
#pragma acc declare copyin(scalar)
int created;
#pragma acc declare create(created)

#pragma acc routine vector
void multiplyData(real_t *a) {
#pragma acc loop
    for (int x = 0; x < n; ++x) a[x] = a[x] * 2;
}
#pragma acc routine seq
real_t multiplyScalar(real_t a) { return a * scalar; }

static int test1(void) {
    int err = 0;
    real_t *a = malloc(n * sizeof(real_t)), *b = malloc(n * sizeof(real_t));
    for (int x = 0; x < n; ++x) { a[x] = rand() / (real_t)(RAND_MAX / 10); b[x] = 0; }
#pragma acc data copyin(a[0:n]) copy(b[0:n])
    {
#pragma acc parallel present(fixed_size_array)
        {
#pragma acc loop
            for (int x = 0; x < n; ++x) b[x] = b[x] + a[x] * fixed_size_array[x % 10];
        }
    }
    for (int x = 0; x < n; ++x)
        if (fabs(b[x] - a[x] * fixed_size_array[x % 10]) > PRECISION) err += 1;
    free(a); free(b);
    return err;
}
static int test2(void) {
    int err = 0;
    real_t *a = malloc(n * sizeof(real_t)), *h = malloc(n * sizeof(real_t));
    for (int x = 0; x < n; ++x) { a[x] = rand() / (real_t)(RAND_MAX / 10); h[x] = a[x]; }
#pragma acc data copy(a[0:n])
    {
#pragma acc parallel
        {
            multiplyData(a);
        }
    }
    for (int x = 0; x < n; ++x)
        if (fabs(a[x] - 2 * h[x]) > PRECISION) err += 1;
    free(a); free(h);
    return err;
}
static int test3(void) {
    int err = 0;
    real_t *a = malloc(n * sizeof(real_t)), *b = malloc(n * sizeof(real_t));
    for (int x = 0; x < n; ++x) { a[x] = x; b[x] = 0; }
#pragma acc parallel loop copyin(a[0:n]) copyout(b[0:n])
    for (int x = 0; x < n; ++x) b[x] = multiplyScalar(a[x]);
    for (int x = 0; x < n; ++x)
        if (fabs(b[x] - 5 * x) > PRECISION) err += 1;
#pragma acc serial
    created = (int)scalar + 1;
#pragma acc update self(created)
    if (created != 6) err += 1;
    free(a); free(b);
    return err;
}
int main(void) {
    int failed = 0;
    srand(1234);
    for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test1() != 0;
    for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test2() != 0;
    for (int x = 0; x < NUM_TEST_CALLS; ++x) failed += test3() != 0;
    CHECK(failed == 0);
    CHECK_DONE();
}
