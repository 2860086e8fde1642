/* OpenACC 3.3, 2.5.15/2.9.11 (reduction) with 2.16.1 (async): the reduction result of an
 * async parallel loop, serial loop, kernels loop and parallel construct is in the variable
 * after the queue is waited for (by the wait directive, acc_wait and a wait clause on an
 * update); default(present) with a scalar reduction (scalars keep their implicit attribute);
 * V&V parallel_loop_async_reduction, serial_loop_reduction, kernels_default_present. */
#include <openacc.h>
#include "check.h"
#define N 2000
int main(void) {
    static int a[N];
    static double d[N];
    for (int i = 0; i < N; i++) { a[i] = i % 10; d[i] = 0.5 * (i % 4); }
    long s = 0;
    double m = -1, p = 1;
    int lo = 100, any = 0;
#pragma acc enter data copyin(a, d)
#pragma acc parallel loop reduction(+:s) async(1) default(present)
    for (int i = 0; i < N; i++) s += a[i];
#pragma acc serial loop reduction(max:m) async(2) default(present)
    for (int i = 0; i < N; i++) m = d[i] > m ? d[i] : m;
#pragma acc kernels loop reduction(min:lo) reduction(||:any) async(3) default(present)
    for (int i = 0; i < N; i++) { lo = a[i] < lo ? a[i] : lo; any = any || a[i] == 9; }
#pragma acc parallel reduction(*:p) async(4) default(present)
    {
#pragma acc loop reduction(*:p)
        for (int i = 0; i < 10; i++) p *= d[i * 4 + 2] + 1.0;
    }
#pragma acc wait(1, 2)
    acc_wait(3);
#pragma acc update self(a[0:1]) async(5) wait(4)
#pragma acc wait(5)
    CHECK(s == 9000);
    CHECK(m == 1.5);
    CHECK(lo == 0 && any == 1);
    CHECK(p == 1024.0);
    /* the same reduction variable on two queues, one after the other */
    s = 0;
#pragma acc parallel loop reduction(+:s) async(6)
    for (int i = 0; i < N; i++) s += 1;
#pragma acc parallel loop reduction(+:s) async(6)
    for (int i = 0; i < N; i++) s += 2;
#pragma acc wait(6)
    CHECK(s == 3 * N);
#pragma acc exit data delete(a, d)
    CHECK_DONE();
}
