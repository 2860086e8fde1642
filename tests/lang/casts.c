/* Casts between integer widths, floats, pointers and integers, and char signedness. */
#include <stdint.h>
#include <stdio.h>

int main(void)
{
    long long big = 0x123456789LL;
    int truncated = (int)big;
    short s = (short)70000;
    unsigned char uc = (unsigned char)-1;
    signed char sc = (signed char)0x80;
    printf("%d %d %d %d\n", truncated, s, uc, sc);
    double d = 3.7;
    printf("%d %d %ld %u\n", (int)d, (int)-d, (long)1e10, (unsigned)(double)4e9);
    float f = (float)16777217.0;
    printf("%.1f %.1f\n", f, (double)(float)0.1 * 10);
    int x = 42;
    uintptr_t addr = (uintptr_t)&x;
    int *back = (int *)addr;
    printf("%d\n", *back);
    void *vp = &x;
    char *cp = (char *)vp;
    printf("%d\n", cp[0]);
    char plain = (char)200;
    printf("%d\n", plain < 0);                 /* char is signed on x86-64 */
    _Bool b1 = (_Bool)0.5, b2 = (_Bool)256;
    printf("%d %d\n", b1, b2);
    int i = -1;
    unsigned long ul = (unsigned long)i;
    printf("%lu %llu\n", ul, (unsigned long long)(unsigned)i);
    printf("%d\n", (int)(unsigned char)(signed char)-3);
    double bits = 1.0;
    uint64_t u;
    __builtin_memcpy(&u, &bits, sizeof u);
    printf("%llx\n", (unsigned long long)u);
    return (int)(char)300;
}
