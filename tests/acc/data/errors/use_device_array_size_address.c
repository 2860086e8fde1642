// expect-error: use_device_array_size_address.c:21:37: error: 'sizeof' of 'a', an array named in use_device of an enclosing host_data construct, is not supported yet
/* OpenACC 3.3, 2.8.1: inside host_data the name of a use_device var stands for its device
 * address; the var keeps its type, so `sizeof a` is still the array's size and `&a` its
 * device address. oxacc makes the name a pointer to the first element there: `sizeof a` was 8
 * (a pointer's size) and `acc_memcpy_device(b, a, sizeof a)` copied one element of eight, a
 * silent wrong result (found writing tests/acc/compute/vv6_host_data_cache_constructs.c);
 * `&a` was the address of that local pointer. Until the name is rewritten to an lvalue of the
 * array's type, a located error for each (sizeof, _Alignof, &). Plain uses of `a` (its
 * device address) are fine. */
#include <openacc.h>
#include <stdio.h>
#define N 8
static double a[N], b[N];
int main(void) {
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc data copyin(a) create(b)
    {
#pragma acc host_data use_device(a, b)
        {
            acc_memcpy_device(b, a, N * sizeof(double)); /* fine */
            acc_memcpy_device(b, a, sizeof a);
            double (*pa)[N] = &a;
            printf("%zu %p\n", _Alignof(a), (void *)pa);
        }
#pragma acc update self(b)
    }
    return b[7] == 7.0 ? 0 : 1;
}
