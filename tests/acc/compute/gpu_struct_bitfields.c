/* OpenACC 3.3, 2.6 and C 6.7.2.1: structs with bit-fields (signed, unsigned, spanning a byte
 * boundary, a wide one) copied to the device and updated there; the device must use the
 * host's layout (the struct is copied as bytes). */
#include "check.h"

struct flags {
    unsigned a : 3;
    signed b : 5;
    unsigned c : 12;
    unsigned d : 1;
    int e : 7;
    unsigned long long w : 40;
};

int main(void) {
    static struct flags f[200];
    for (int i = 0; i < 200; i++) {
        f[i].a = i % 8;
        f[i].b = (i % 32) - 16;
        f[i].c = i * 17;
        f[i].d = i % 2;
        f[i].e = -(i % 64);
        f[i].w = (1ULL << 39) + i;
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
        f[i].w = f[i].w * 2 + 1; /* drops bit 39 */
    }
    for (int i = 0; i < 200; i++) {
        int want = i % 8 + (i % 32) - 16 + (int)((i * 17) & 0xfff) + i % 2 - (i % 64);
        CHECK(sums[i] == want);
        CHECK(f[i].a == (i % 8 + 1) % 8);
        CHECK(f[i].b == (((i % 32) - 16 == -16) ? -16 : -((i % 32) - 16)));
        CHECK(f[i].c == (((i * 17) & 0xfff) + 5) % 4096);
        CHECK(f[i].d == (i % 2 == 0));
        CHECK(f[i].e == -(i % 64) / 2);
        CHECK(f[i].w == (unsigned long long)i * 2 + 1);
    }
    CHECK_DONE();
}
