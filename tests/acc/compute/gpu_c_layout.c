/* C11 6.5.3.4 (sizeof, _Alignof), 7.19 (offsetof) and 6.7.2.1 (struct layout) evaluated in
 * compute regions: the device must see the host ABI's sizes, alignments and member offsets
 * (the data is copied as bytes between them): long (8 bytes), pointers, long double, a struct
 * with padding, _Alignas members, a packed-free nested struct with a flexible-free array, a
 * union; and data of those types copied in and read member by member. */
#include "check.h"
#include <stddef.h>
#include <stdalign.h>

struct odd { char a; double b; short c; char d[3]; long e; };
struct al { char c; alignas(32) int x; };
union u { char c[5]; int i; short s; };
struct nest { struct odd o; union u uu; float f; };

int main(void) {
    static long long dev[20];
    static struct nest n[10];
    for (int i = 0; i < 10; i++) {
        n[i].o.a = (char)i;
        n[i].o.b = i * 1.5;
        n[i].o.c = (short)(i * 3);
        n[i].o.d[2] = (char)(i + 1);
        n[i].o.e = -i * 100000000000L;
        n[i].uu.i = i * 7;
        n[i].f = i * 0.25f;
    }
    static double sums[10];
#pragma acc parallel loop copyin(n) copyout(dev, sums)
    for (int i = 0; i < 10; i++) {
        sums[i] = n[i].o.a + n[i].o.b + n[i].o.c + n[i].o.d[2] + (double)n[i].o.e + n[i].uu.i + n[i].f;
        if (i == 0) {
            dev[0] = sizeof(long);
            dev[1] = sizeof(void *);
            dev[2] = sizeof(long double);
            dev[3] = sizeof(struct odd);
            dev[4] = offsetof(struct odd, b);
            dev[5] = offsetof(struct odd, c);
            dev[6] = offsetof(struct odd, d);
            dev[7] = offsetof(struct odd, e);
            dev[8] = sizeof(struct al);
            dev[9] = offsetof(struct al, x);
            dev[10] = _Alignof(struct al);
            dev[11] = sizeof(union u);
            dev[12] = sizeof(struct nest);
            dev[13] = offsetof(struct nest, uu);
            dev[14] = offsetof(struct nest, f);
            dev[15] = sizeof(wchar_t);
            dev[16] = _Alignof(double);
            dev[17] = _Alignof(long long);
            dev[18] = sizeof(size_t);
            dev[19] = sizeof(n) / sizeof(n[0]);
        }
    }
    long long want[20] = {
        sizeof(long), sizeof(void *), sizeof(long double), sizeof(struct odd),
        offsetof(struct odd, b), offsetof(struct odd, c), offsetof(struct odd, d),
        offsetof(struct odd, e), sizeof(struct al), offsetof(struct al, x), _Alignof(struct al),
        sizeof(union u), sizeof(struct nest), offsetof(struct nest, uu), offsetof(struct nest, f),
        sizeof(wchar_t), _Alignof(double), _Alignof(long long), sizeof(size_t), 10};
    for (int k = 0; k < 20; k++) {
        if (dev[k] != want[k]) fprintf(stderr, "item %d: device %lld host %lld\n", k, dev[k], want[k]);
        CHECK(dev[k] == want[k]);
    }
    for (int i = 0; i < 10; i++)
        CHECK(sums[i] == i + i * 1.5 + i * 3 + (i + 1) + (double)(-i * 100000000000L) + i * 7 + i * 0.25);
    CHECK_DONE();
}
