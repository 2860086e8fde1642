/* Bit-fields: widths, signedness, wrap-around, zero-width fields, layout. */
#include <stdio.h>

struct flags {
    unsigned a : 1;
    unsigned b : 3;
    signed c : 4;
    unsigned : 0;
    unsigned d : 7;
    int e : 5;
};

struct packed_bits { unsigned char x : 4, y : 4; };
struct wide { unsigned long long big : 40; unsigned small : 2; };

int main(void)
{
    struct flags f = {1, 5, -3, 100, -7};
    printf("%u %u %d %u %d %zu\n", f.a, f.b, f.c, f.d, f.e, sizeof f);
    f.b += 4;          /* wraps modulo 8 */
    f.c = 7;
    f.c++;             /* -8: implementation-defined, gcc wraps */
    f.a = 3;
    printf("%u %d %u\n", f.b, f.c, f.a);
    struct packed_bits p = {.y = 0xA, .x = 0x5};
    unsigned char raw;
    __builtin_memcpy(&raw, &p, 1);
    printf("%zu %x\n", sizeof p, raw);
    struct wide w = {0};
    w.big = (1ULL << 40) - 1;
    w.small = 3;
    w.big++;
    printf("%llu %u %zu\n", (unsigned long long)w.big, w.small, sizeof w);
    int promoted = f.b - 10;   /* unsigned:3 promotes to int */
    printf("%d\n", promoted);
    return f.d & 0x7;
}
