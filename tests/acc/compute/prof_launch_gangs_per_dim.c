/* acc_launch_event_info (spec 5.2.2): num_gangs_per_dim[0] is the number of dimensions of
 * gang parallelism, then the gangs of each; their product is num_gangs. A one-dimensional
 * launch is [1, n]. Until 2026-11-29 element 0 was always 3 (the CUDA grid, trailing 1s
 * included): [3, n, 1, 1]. num_gangs(2, 3, 4) may be launched flattened; the counts must
 * stay consistent. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

#define N 1000
static float a[N];
static size_t dims[2], prod[2], gangs[2];
static int launches;

static void on_launch(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ai;
    acc_launch_event_info *l = &ei->launch_event;
    if (launches < 2) {
        size_t p = 1;
        dims[launches] = l->num_gangs_per_dim[0];
        for (size_t i = 1; i <= l->num_gangs_per_dim[0] && i <= 3; i++)
            p *= l->num_gangs_per_dim[i];
        prod[launches] = p;
        gangs[launches] = l->num_gangs;
    }
    launches++;
}

int main(void)
{
    acc_prof_register(acc_ev_enqueue_launch_start, on_launch, acc_reg);
#pragma acc parallel loop num_gangs(8) copy(a)
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
#pragma acc parallel num_gangs(2, 3, 4) copy(a)
    {
#pragma acc loop gang(dim:3)
        for (int k = 0; k < 4; k++)
#pragma acc loop gang(dim:2)
            for (int j = 0; j < 3; j++)
#pragma acc loop gang(dim:1)
                for (int i = 0; i < 2; i++)
                    a[k * 6 + j * 2 + i] += 1;
    }
    printf("launches %d: dims %zu/%zu, product %zu/%zu, num_gangs %zu/%zu, a[23]=%g\n", launches,
           dims[0], dims[1], prod[0], prod[1], gangs[0], gangs[1], a[23]);
    return !(launches == 2 && dims[0] == 1 && prod[0] == gangs[0] && dims[1] >= 1 &&
             dims[1] <= 3 && prod[1] == gangs[1] && a[23] == 24.0f && a[24] == 24.0f);
}
