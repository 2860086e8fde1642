/* OpenACC 3.3, 2.6 (data attributes of aggregate variables) and C 6.5.2.3: unions in compute
 * regions — type punning through a union (reading a member other than the one last stored is
 * defined in C: the bytes are reinterpreted), a tagged union in a struct, an array of unions
 * copied to the device, a union passed to and returned from a routine, and a union inside a
 * private variable of each lane. */
#include "check.h"
#include <string.h>

union bits { float f; unsigned u; unsigned char b[4]; };
union wide { double d; long long ll; int half[2]; };
struct tagged { int tag; union { int i; float f; double d; } v; };

#pragma acc routine seq
static union bits flip_sign(union bits x) {
    x.u ^= 0x80000000u;
    return x;
}

int main(void) {
    static float in[256];
    static unsigned outu[256];
    static float outf[256];
    for (int i = 0; i < 256; i++) in[i] = (float)(i - 128) * 0.25f;
#pragma acc parallel loop copyin(in) copyout(outu, outf)
    for (int i = 0; i < 256; i++) {
        union bits x;
        x.f = in[i];
        outu[i] = x.u;
        outf[i] = flip_sign(x).f;
    }
    for (int i = 0; i < 256; i++) {
        unsigned u;
        memcpy(&u, &in[i], 4);
        CHECK(outu[i] == u);
        CHECK(outf[i] == -in[i]);
    }

    static union wide w[100];
    for (int i = 0; i < 100; i++) w[i].ll = ((long long)i << 32) | (unsigned)(i * 3);
    static int lo[100], hi[100];
#pragma acc parallel loop copy(w) copyout(lo, hi)
    for (int i = 0; i < 100; i++) {
        lo[i] = w[i].half[0]; /* little-endian on both sides */
        hi[i] = w[i].half[1];
        w[i].d = i * 0.5;
    }
    for (int i = 0; i < 100; i++) {
        CHECK(lo[i] == i * 3 && hi[i] == i);
        CHECK(w[i].d == i * 0.5);
    }

    static struct tagged t[90];
    for (int i = 0; i < 90; i++) {
        t[i].tag = i % 3;
        if (t[i].tag == 0) t[i].v.i = i;
        else if (t[i].tag == 1) t[i].v.f = i * 1.5f;
        else t[i].v.d = i * 0.25;
    }
    static double sum[90];
#pragma acc parallel loop copyin(t) copyout(sum)
    for (int i = 0; i < 90; i++) {
        switch (t[i].tag) {
        case 0: sum[i] = t[i].v.i; break;
        case 1: sum[i] = t[i].v.f; break;
        default: sum[i] = t[i].v.d; break;
        }
    }
    for (int i = 0; i < 90; i++) CHECK(sum[i] == (i % 3 == 0 ? i : i % 3 == 1 ? i * 1.5 : i * 0.25));

    /* byte view */
    static unsigned char bytes[64 * 4];
#pragma acc parallel loop copyout(bytes)
    for (int i = 0; i < 64; i++) {
        union bits x;
        x.u = 0x01020304u * (unsigned)i;
        for (int k = 0; k < 4; k++) bytes[i * 4 + k] = x.b[k];
    }
    for (int i = 0; i < 64; i++) {
        unsigned u = 0x01020304u * (unsigned)i;
        for (int k = 0; k < 4; k++) CHECK(bytes[i * 4 + k] == ((u >> (8 * k)) & 0xff));
    }
    CHECK_DONE();
}
