/* __int128 and unsigned __int128 arithmetic, printed through 64-bit halves. */
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static void print_u128(u128 v)
{
    char buf[64];
    int n = 0;
    if (v == 0)
        buf[n++] = '0';
    while (v) {
        buf[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    }
    while (n)
        putchar(buf[--n]);
    putchar('\n');
}

int main(void)
{
    u128 f = 1;
    for (int i = 1; i <= 30; i++)
        f *= (u128)i;
    print_u128(f);
    i128 neg = -(i128)f / 1000;
    printf("%d\n", neg < 0);
    u128 max = ~(u128)0;
    print_u128(max);
    printf("%llx %llx\n", (unsigned long long)(max >> 64), (unsigned long long)(f >> 64));
    __int128 signed_min_ish = (__int128)1 << 126;
    printf("%d %zu\n", (int)(signed_min_ish > 0), sizeof(__int128));
    return (int)(f % 251);
}
