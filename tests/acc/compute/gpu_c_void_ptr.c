/* C11 6.3.2.3 (conversions of void * to and from other object pointers are implicit in C, not
 * in C++) in compute regions and routines: a routine taking void * and using it as int * or
 * double * without a cast, a void * local initialised from a typed pointer and converted back,
 * void * struct members, memcpy / memset with implicit conversions, and a const void *. */
#include "check.h"
#include <string.h>

struct buf { void *data; int kind; };

#pragma acc routine seq
static double get(const void *p, int kind, int i) {
    if (kind == 0) {
        const int *ip = p;
        return ip[i];
    }
    const double *dp = p;
    return dp[i];
}

#pragma acc routine seq
static void put(void *p, int i, int v) {
    int *ip = p;
    ip[i] = v;
}

int main(void) {
    static int ia[100];
    static double da[100], out[200];
    static int copy[100];
    for (int i = 0; i < 100; i++) {
        ia[i] = i;
        da[i] = i * 0.5;
    }
#pragma acc parallel loop copy(ia) copyin(da) copyout(out, copy)
    for (int i = 0; i < 100; i++) {
        void *v = &ia[i];
        int *back = v;
        struct buf b1 = {ia, 0}, b2 = {da, 1};
        out[i] = get(b1.data, b1.kind, i) + get(b2.data, b2.kind, i);
        out[100 + i] = *back * 3;
        int tmp[2];
        memset(tmp, 0, sizeof tmp);
        memcpy(tmp, &ia[i], sizeof(int));
        copy[i] = tmp[0] + tmp[1];
    }
#pragma acc parallel loop copy(ia)
    for (int i = 0; i < 100; i++) put(ia, i, -i);
    for (int i = 0; i < 100; i++) {
        CHECK(out[i] == i + i * 0.5);
        CHECK(out[100 + i] == 3 * i);
        CHECK(copy[i] == i);
        CHECK(ia[i] == -i);
    }
    CHECK_DONE();
}
