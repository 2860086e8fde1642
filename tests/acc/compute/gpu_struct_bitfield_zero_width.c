/* OpenACC 3.3, 2.6 and C 6.7.2.1: a struct with an unnamed zero-width bit-field (the next
 * field starts a new unit) copied to the device and updated there; the device must use the
 * host's layout (the struct is copied as bytes). gpu_struct_bitfields.c: without it. Also an
 * unnamed bit-field of non-zero width, and a char member right after a bit-field. */
#include "check.h"

struct flags {
    unsigned a : 3;
    signed b : 5;
    unsigned c : 12;
    unsigned : 0;
    unsigned d : 1;
    int e : 7;
};

struct gaps {
    unsigned a : 3;
    char c;
    unsigned : 5;
    unsigned b : 6;
    short s;
    unsigned long long : 0;
    unsigned char z : 2;
};

static void gaps(void) {
    static struct gaps g[64];
    for (int i = 0; i < 64; i++) {
        g[i].a = i % 8;
        g[i].c = (char)(i - 30);
        g[i].b = i;
        g[i].s = (short)(-i * 100);
        g[i].z = i % 4;
    }
#pragma acc parallel loop copy(g)
    for (int i = 0; i < 64; i++) {
        g[i].a = g[i].a ^ 5;
        g[i].c = (char)(g[i].c * 2);
        g[i].b = 63 - g[i].b;
        g[i].s = (short)(g[i].s + 7);
        g[i].z = 3 - g[i].z;
    }
    for (int i = 0; i < 64; i++) {
        CHECK(g[i].a == ((i % 8) ^ 5));
        CHECK(g[i].c == (char)((i - 30) * 2));
        CHECK(g[i].b == 63 - i);
        CHECK(g[i].s == (short)(-i * 100 + 7));
        CHECK(g[i].z == 3 - i % 4);
    }
}

int main(void) {
    gaps();
    static struct flags f[200];
    for (int i = 0; i < 200; i++) {
        f[i].a = i % 8;
        f[i].b = (i % 32) - 16;
        f[i].c = i * 17;
        f[i].d = i % 2;
        f[i].e = -(i % 64);
    }
    static int sums[200];
#pragma acc parallel loop copy(f) copyout(sums)
    for (int i = 0; i < 200; i++) {
        sums[i] = f[i].a + f[i].b + (int)f[i].c + f[i].d + f[i].e;
        f[i].a = f[i].a + 1;    /* wraps at 8 */
        f[i].b = -f[i].b;
        f[i].c += 5;
        f[i].d = !f[i].d;
        f[i].e = f[i].e / 2;
    }
    for (int i = 0; i < 200; i++) {
        int want = i % 8 + (i % 32) - 16 + (int)((i * 17) & 0xfff) + i % 2 - (i % 64);
        CHECK(sums[i] == want);
        CHECK(f[i].a == (i % 8 + 1) % 8);
        CHECK(f[i].b == (((i % 32) - 16 == -16) ? -16 : -((i % 32) - 16)));
        CHECK(f[i].c == (((i * 17) & 0xfff) + 5) % 4096);
        CHECK(f[i].d == (i % 2 == 0));
        CHECK(f[i].e == -(i % 64) / 2);
    }
    CHECK_DONE();
}
