/* A data or host_data construct as the unbraced body of a compute construct (or of the loop
 * of a combined construct): inside a compute region these take no action of their own, as in
 * the braced form. Before, the data construct's exit code was also left after the region,
 * naming its undeclared locals ("'__oxacc_data2' undeclared"; found by the whole-pipeline fuzz
 * test). */
#include "check.h"

int main(void) {
    float a[8] = {0};
    float *p = a;
#pragma acc kernels copy(a)
#pragma acc data copy(a)
    {
        a[0] = 1;
    }
    CHECK(a[0] == 1);

#pragma acc parallel copy(a)
#pragma acc data present(a)
    a[1] = 2;
    CHECK(a[1] == 2);

#pragma acc serial copy(a)
#pragma acc data copyin(a)
#pragma acc data create(a)
    {
        a[2] = 3;
    }
    CHECK(a[2] == 3);

#pragma acc parallel loop copy(a)
    for (int i = 0; i < 8; i++)
#pragma acc data copy(a)
        a[i] += 10;
    CHECK(a[0] == 11 && a[7] == 10);

#pragma acc parallel loop copy(a) firstprivate(p)
    for (int i = 0; i < 8; i++)
#pragma acc host_data use_device(p)
        a[i] = i;
    CHECK(a[3] == 3);
    CHECK_DONE();
}
