/* OpenACC 3.3, 2.5.2 and 2.5.15: reduction clause on a serial construct. */
#include "check.h"
int main(void) {
    int s = 1;
#pragma acc serial reduction(*:s)
    {
        for (int i = 1; i <= 10; i++) s *= 2;
    }
    CHECK(s == 1024);
    CHECK_DONE();
}
