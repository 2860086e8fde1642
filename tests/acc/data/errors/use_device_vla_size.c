// expect-error: use_device_vla_size.c:16:33: error: 'sizeof' of 'v', an array named in use_device of an enclosing host_data construct, is not supported yet for a variable-length array
/* OpenACC 3.3, 2.8.1: inside host_data the name of a use_device array keeps its type, so
 * `sizeof a` is the array's size; oxacc rewrites the name to an lvalue of the array's type at
 * the device address (tests/acc/data/use_device_array_size_address.c), which for a VLA would
 * need its length, a run-time value it cannot spell there: a located "not supported yet"
 * rather than a pointer's size. */
#include <openacc.h>
int main(int argc, char **argv) {
    (void)argv;
    int n = 8 + argc;
    double v[n], w[n];
    for (int i = 0; i < n; i++) v[i] = i;
#pragma acc data copyin(v) create(w)
#pragma acc host_data use_device(v, w)
    {
        acc_memcpy_device(w, v, sizeof v);
    }
    return 0;
}
