/* `_Atomic` objects declared in a compute region (OpenACC 3.3, 2.5: the region's C): a local
 * private to its thread (C11 6.2.4p5: each thread's execution of the block has its own) needs
 * no atomicity, so the kernel keeps it as a plain local; C11 6.5.16.2p3's compound
 * assignment, ++/-- and plain reads keep their meaning. Such a region ran only on the host
 * ("'n' has an _Atomic type"). An `_Atomic` local the threads of a gang share (written in a
 * vector loop) still runs on the host (not in this test). */
#include "check.h"

enum { N = 64 };

struct acc { int hits; float sum; };

#pragma acc routine seq
static int bump(int x) {
    _Atomic int t = x;
    t *= 3;
    t -= 1;
    return t;
}

int main(void) {
    static int got[N][4];
    static double fs[N];
#pragma acc parallel loop copyout(got, fs)
    for (int i = 0; i < N; i++) {
        _Atomic int n = i;
        n += 2;
        n++;
        _Atomic unsigned char c = (unsigned char)(250 + i);
        c += 10; /* wraps modulo 256, as the plain type */
        _Atomic double d = 0.5 * i;
        d = d / 2;
        _Atomic(long) arr[3] = {1, 2, 3};
        arr[1] += i;
        _Atomic struct acc a = {i, 1.5};
        struct acc b = a;
        got[i][0] = n;
        got[i][1] = c;
        got[i][2] = (int)(arr[0] + arr[1] + arr[2]) + b.hits * 100;
        got[i][3] = bump(i);
        fs[i] = d + b.sum;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == i + 3);
        CHECK(got[i][1] == (unsigned char)(260 + i));
        CHECK(got[i][2] == 6 + i + 100 * i);
        CHECK(got[i][3] == 3 * i - 1);
        CHECK(fs[i] == 0.25 * i + 1.5);
    }
    CHECK_DONE();
}
