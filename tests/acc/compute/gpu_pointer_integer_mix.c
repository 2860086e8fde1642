// cflags: -Wall
/* C11 6.5.16.1, 6.5.16.2, 6.5.8, 6.5.9: an integer assigned a pointer (`s = p`, `s += p`,
 * `int x = p;`) or compared with one (`s < p`, `p == 1`) without a cast is a constraint
 * violation that C compilers accept with a warning (-Wint-conversion); the fuzzer reached it
 * with a pointer loop variable (`for (int *i = 0; i < 100; i++) sum += i;`). C++ refuses
 * them, and NVRTC rejected the kernel ("a value of type int * cannot be assigned to an entity
 * of type int"). Such a region now runs on the host, with a located warning; the results are
 * the host's (the program is listed in gpu-host-only.txt). */
#include "check.h"
#include <stdint.h>
/* The run tests are warning-free C: the warning these constraint violations earn is off. */
#pragma GCC diagnostic ignored "-Wint-conversion"

int main(void) {
    int a[4] = {1, 2, 3, 4};
    int *p = a;
    long s = 0, t = 0, u = 0, w = 0;
#pragma acc serial copy(s) copyin(a)
    {
        s = p;
        s += p;
    }
#pragma acc serial copy(t)
    {
        long x = p;
        t = x;
    }
#pragma acc serial copy(u, w)
    {
        u = u < p;
        w = (p == 1);
    }
    /* s = P, then s += p: s = (long)(p + s), P + 4 * P as unsigned arithmetic. */
    CHECK((unsigned long)s == 5 * (unsigned long)(uintptr_t)p);
    CHECK(t == (long)(intptr_t)p);
    CHECK(u == 1 && w == 0);
    CHECK_DONE();
}
