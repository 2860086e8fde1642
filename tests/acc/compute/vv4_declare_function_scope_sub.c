/* OpenACC 3.3, 2.13 (declare directive) in a function, on a pointer parameter's data as the
 * V&V suite's declare_function_scope_* programs write it: `declare copy(c[0:n])`. */
#include <openacc.h>
#include "check.h"
#define n 100
static void copy_test(int *a, int *b, int *c) {
#pragma acc declare copy(c[0:n])
#pragma acc parallel present(a[0:n], b[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) c[x] += a[x] + b[x];
    }
}
static void copyin_test(int *a, int *b, int *c) {
#pragma acc declare copyin(a[0:n], b[0:n])
#pragma acc parallel present(c[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) c[x] = a[x] * b[x];
    }
}
static void copyout_test(int *a, int *b, int *c) {
#pragma acc declare copyout(c[0:n])
#pragma acc parallel present(a[0:n], b[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) c[x] = a[x] - b[x];
    }
}
static void create_test(int *a, int *b, int *c) {
#pragma acc declare create(c[0:n])
#pragma acc parallel present(a[0:n], b[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) c[x] = a[x] + b[x];
    }
#pragma acc parallel present(b[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) b[x] = c[x] * 2;
    }
}
static void present_test(int *a, int *b, int *c) {
#pragma acc declare present(c[0:n])
#pragma acc parallel present(a[0:n], b[0:n])
    {
#pragma acc loop
        for (int x = 0; x < n; ++x) c[x] = a[x] + b[x] + 1;
    }
}
int main(void) {
    int a[n], b[n], c[n];
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 2 * i; c[i] = 1; }
#pragma acc data copyin(a[0:n], b[0:n])
    {
        copy_test(a, b, c);
    }
    for (int i = 0; i < n; i++) CHECK(c[i] == 1 + 3 * i);
#pragma acc data copyout(c[0:n])
    copyin_test(a, b, c);
    for (int i = 0; i < n; i++) CHECK(c[i] == 2 * i * i);
    for (int i = 0; i < n; i++) c[i] = 0;
#pragma acc data copyin(a[0:n], b[0:n])
    copyout_test(a, b, c);
    for (int i = 0; i < n; i++) CHECK(c[i] == -i);
#pragma acc data copyin(a[0:n]) copy(b[0:n])
    create_test(a, b, c);
    for (int i = 0; i < n; i++) CHECK(b[i] == 6 * i);
    for (int i = 0; i < n; i++) b[i] = 2 * i;
#pragma acc data copyin(a[0:n], b[0:n]) copyout(c[0:n])
    present_test(a, b, c);
    for (int i = 0; i < n; i++) CHECK(c[i] == 3 * i + 1);
    CHECK_DONE();
}
