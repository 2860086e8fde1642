/* OpenACC 3.3, 2.6.2 and 2.11: a reduction var may also appear in another data clause of the
 * construct ("if a variable appears in a reduction clause but no other data clause, it is
 * treated as if it also appears in a copy clause"); the reduction still combines into it. */
#include "check.h"
int main(void) {
    long a = 0, b = 10, c = 0;
#pragma acc parallel loop copyout(a) reduction(+:a)
    for (int i = 0; i < 1000; i++) a += i;
    CHECK(a == 499500);
#pragma acc data copy(b)
    {
#pragma acc parallel loop present(b) reduction(+:b)
        for (int i = 0; i < 1000; i++) b += 1;
    }
    CHECK(b == 1010);
#pragma acc parallel loop copy(c) reduction(max:c)
    for (int i = 0; i < 1000; i++) c = i > c ? i : c;
    CHECK(c == 999);
    CHECK_DONE();
}
