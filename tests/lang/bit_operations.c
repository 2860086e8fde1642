/* Bitwise operators: masks, shifts, rotation, bit counting, byte order. */
#include <stdint.h>
#include <stdio.h>

static uint32_t rotl(uint32_t v, unsigned s) { return (v << s) | (v >> ((32 - s) & 31)); }
static int popcount(uint64_t v)
{
    int n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}
static uint32_t reverse_bits(uint32_t v)
{
    uint32_t r = 0;
    for (int i = 0; i < 32; i++, v >>= 1)
        r = (r << 1) | (v & 1);
    return r;
}

int main(void)
{
    unsigned a = 0xF0F0, b = 0x0FF0;
    printf("%x %x %x %x\n", a & b, a | b, a ^ b, ~a & 0xFFFF);
    printf("%x %x\n", rotl(0x80000001u, 1), rotl(0x12345678u, 8));
    printf("%d %d\n", popcount(0xFFFFFFFFFFFFFFFFull), popcount(0x8000000000000001ull));
    printf("%08x\n", reverse_bits(1));
    int neg = -16;
    printf("%d %d\n", neg >> 2, (int)((unsigned)neg >> 28));  /* arithmetic shift on gcc */
    uint32_t word = 0x01020304;
    unsigned char *bytes = (unsigned char *)&word;
    printf("%s-endian\n", bytes[0] == 4 ? "little" : "big");
    uint64_t flags = 0;
    flags |= 1ull << 40;
    flags |= 1ull << 3;
    flags &= ~(1ull << 3);
    printf("%d %d\n", !!(flags & (1ull << 40)), !!(flags & (1ull << 3)));
    unsigned x = 40;
    printf("%d %u\n", (x & (x - 1)) == 0, x & -x);
    return (int)(a ^ b) & 0xFF;
}
