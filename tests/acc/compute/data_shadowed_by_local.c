/* A local array declared inside a data construct's body with the name of a variable the
 * construct maps is another variable (C scope): a compute construct in its block uses the
 * local one, with its own implicit data attributes (OpenACC 3.3, 2.6.2). It was taken as the
 * mapped one: "'a' is not present". After the block, the name is the mapped variable again.
 * Found by a helper's bug hunt. */
#include "check.h"

int main(void) {
    int a[4] = {0, 0, 0, 0};
#pragma acc data copy(a)
    {
        {
            int a[4] = {1, 1, 1, 1};
#pragma acc parallel loop
            for (int i = 0; i < 4; i++) a[i] += 1;
            for (int i = 0; i < 4; i++) CHECK(a[i] == 2);
        }
#pragma acc parallel loop present(a)
        for (int i = 0; i < 4; i++) a[i] += 10;
    }
    for (int i = 0; i < 4; i++) CHECK(a[i] == 10);
    CHECK_DONE();
}
