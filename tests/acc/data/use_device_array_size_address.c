/* OpenACC 3.3, 2.8.1: inside host_data use_device(a) the name of an array `a` stands for the
 * device address of the array; the array keeps its type. So `sizeof a` and `sizeof(a)` are the
 * array's size (not a pointer's), `__typeof__(a)` is the array type, `_Alignof a` an array's
 * alignment, and `&a` is the device address typed pointer-to-array. Found writing
 * vv6_host_data_cache_constructs.c: `sizeof a` was 8 there (acc_memcpy_device(b, a, sizeof a)
 * copied one element of eight) and `&a` the address of a temporary; then a located "not
 * supported yet" until this fix. Checked against acc_deviceptr on a discrete device (emul)
 * and by moving the data with the device addresses. */
#include "acc_test.h"
#include <stdalign.h>
#define N 8
static double a[N], b[N];
static int m2[3][5];
int main(void) {
    float loc[100];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
    for (int i = 0; i < 100; i++) loc[i] = (float)i;
#pragma acc data copyin(a, loc, m2) create(b)
    {
        void *da = acc_deviceptr(a), *dl = acc_deviceptr(loc), *dm = acc_deviceptr(m2);
#pragma acc host_data use_device(a, b, loc, m2)
        {
            CHECK((void *)a == da && (void *)loc == dl);
            /* sizeof keeps the array's size, with and without parentheses */
            CHECK(sizeof a == N * sizeof(double));
            CHECK(sizeof(loc) == 400);
            CHECK(sizeof m2 == sizeof(int[3][5]) && sizeof m2[0] == 5 * sizeof(int));
            CHECK(sizeof(a) / sizeof(a[0]) == N);
            /* the whole array is copied device to device with sizeof a */
            acc_memcpy_device(b, a, sizeof a);
            /* __typeof__ is the array type */
            __typeof__(loc) *pl = &loc;
            CHECK(sizeof(__typeof__(loc)) == 400 && sizeof *pl == 400);
            CHECK((void *)pl == dl);
            /* &a: the device address, typed pointer to the array */
            double (*pa)[N] = &a;
            CHECK((void *)pa == da && (void *)&(a) == da);
            CHECK((void *)(pa + 1) == (void *)((char *)da + sizeof(double[N])));
            CHECK((void *)&m2 == dm && (void *)(&m2 + 1) == (void *)((char *)dm + sizeof(int[3][5])));
            CHECK(_Alignof(a) >= alignof(double) && alignof(m2) >= alignof(int));
            /* a plain use still decays to a pointer to the first element */
            CHECK(sizeof(a + 0) == sizeof(double *) && (void *)(a + 1) == (void *)((double *)da + 1));
        }
        /* outside the construct the names are the host arrays again */
        CHECK(sizeof a == N * sizeof(double) && (void *)&a == (void *)a);
        if (discrete()) CHECK(da != (void *)a);
#pragma acc update self(b)
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == (double)i);
    return 0;
}
