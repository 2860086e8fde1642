/* OpenACC 3.3, 3.2.34/3.2.35 (acc_attach, acc_detach and their _async and _finalize forms),
 * and the attach/detach clauses of 2.7.13/2.7.14; V&V acc_attach, acc_detach. */
#include <openacc.h>
#include "check.h"
#define N 50
struct S { int n; int *p; };
int main(void) {
    int *data = malloc(N * sizeof(int));
    struct S s = { N, data };
    for (int i = 0; i < N; i++) data[i] = i;
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(data[0:N])
    acc_attach((void **)&s.p);
#pragma acc parallel loop present(s)
    for (int i = 0; i < N; i++) s.p[i] += 1;
    acc_detach((void **)&s.p);
#pragma acc exit data copyout(data[0:N])
    for (int i = 0; i < N; i++) CHECK(data[i] == i + 1);
    CHECK(s.p == data);
#pragma acc enter data copyin(data[0:N])
    acc_attach_async((void **)&s.p, 1);
    acc_attach_async((void **)&s.p, 1);
#pragma acc parallel loop present(s) async(1)
    for (int i = 0; i < N; i++) s.p[i] *= 2;
    acc_detach_async((void **)&s.p, 1);
    acc_detach_finalize_async((void **)&s.p, 1);
    acc_wait(1);
#pragma acc exit data copyout(data[0:N])
    for (int i = 0; i < N; i++) CHECK(data[i] == 2 * (i + 1));
#pragma acc enter data copyin(data[0:N]) attach(s.p)
    acc_attach((void **)&s.p);
#pragma acc parallel loop present(s)
    for (int i = 0; i < N; i++) s.p[i] -= 1;
    acc_detach_finalize((void **)&s.p);
#pragma acc exit data copyout(data[0:N])
    for (int i = 0; i < N; i++) CHECK(data[i] == 2 * (i + 1) - 1);
    CHECK(s.p == data);
#pragma acc enter data copyin(data[0:N])
#pragma acc parallel loop attach(s.p) present(s)
    for (int i = 0; i < N; i++) s.p[i] += 5;
#pragma acc exit data copyout(data[0:N]) detach(s.p)
    for (int i = 0; i < N; i++) CHECK(data[i] == 2 * (i + 1) + 4);
#pragma acc exit data delete(s)
    free(data);
    CHECK_DONE();
}
