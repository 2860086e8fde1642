/* OpenACC 3.3, 2.6.5 (data construct): async, wait and device_type clauses (added in 3.2),
 * with if; null pointers in data clauses (2.7.x: no action) and in update clauses. */
#include <openacc.h>
#include "check.h"
#define n 256
int main(void) {
    int a[n], b[n], *np = NULL, yes = 1;
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
#pragma acc enter data create(b) async(2)
#pragma acc data copyin(a) async(1) wait(2) present(b) device_type(nvidia) async(3)
    {
#pragma acc parallel loop async(1)
        for (int i = 0; i < n; i++) b[i] = a[i] + 1;
#pragma acc parallel loop async(3)
        for (int i = 0; i < n; i++) b[i] += 0;
#pragma acc wait
    }
#pragma acc wait
#pragma acc exit data copyout(b)
    for (int i = 0; i < n; i++) CHECK(b[i] == i + 1);
#pragma acc data copy(b) wait if(yes) device_type(host) async(4)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) b[i] *= 2;
    }
#pragma acc wait
    for (int i = 0; i < n; i++) CHECK(b[i] == 2 * (i + 1));
    /* 3.2: a null pointer in a data clause is no action; in present it is no error */
#pragma acc data copy(np[0:n]) present(np[0:0]) copyin(a)
    {
#pragma acc parallel loop copy(b)
        for (int i = 0; i < n; i++) b[i] = a[i];
    }
#pragma acc enter data copyin(np[0:n])
#pragma acc exit data copyout(np[0:n])
    /* a null pointer is always present with zero bytes (glossary): the update does nothing */
#pragma acc update self(np[0:n])
#pragma acc update device(np[0:n]) async(1)
#pragma acc wait(1)
    CHECK(np == NULL);
    for (int i = 0; i < n; i++) CHECK(b[i] == i);
    acc_copyin(np, 0);
    acc_delete(np, 0);
    CHECK_DONE();
}
