/* OpenACC 3.3, 2.5.13 (private clause on parallel): a per-gang copy; the host value stays. */
#include "check.h"
int main(void) {
    int tmp = -1, a[500];
#pragma acc parallel private(tmp)
    {
#pragma acc loop gang
        for (int i = 0; i < 500; i++) { tmp = i * 2; a[i] = tmp + 1; }
    }
    for (int i = 0; i < 500; i++) CHECK(a[i] == 2 * i + 1);
    CHECK(tmp == -1);
    CHECK_DONE();
}
