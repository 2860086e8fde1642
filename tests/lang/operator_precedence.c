/* Precedence and associativity of every C operator, and assignment forms on various lvalues. */
#include <stdio.h>

int main(void)
{
    int a = 2, b = 3, c = 4;
    printf("%d %d %d\n", a + b * c, (a + b) * c, a - b - c);
    printf("%d %d %d\n", a << 1 + 1, a < b == b < c, a & b ^ c | 1);
    printf("%d %d %d\n", a || b && 0, !a + 1, -a * -b);
    printf("%d %d\n", a > b ? a : b > c ? b : c, c / a * b);
    printf("%d %d %d\n", ~a & 0xF, a ^ b ^ c, 10 % 4 * 3);
    int x, y, z;
    x = y = z = 7;
    printf("%d %d %d\n", x, y, z);
    x += y -= z *= 2;
    printf("%d %d %d\n", x, y, z);
    int arr[5] = {1, 2, 3, 4, 5};
    int *p = arr;
    *p++ += 10;
    ++*p;
    (*p)++;
    *++p *= 3;
    printf("%d %d %d %d\n", arr[0], arr[1], arr[2], *p);
    int src[3] = {7, 8, 9}, dst[3];
    int *s = src, *d = dst;
    for (int i = 0; i < 3; i++)
        *d++ = *s++;
    printf("%d %d\n", dst[2], (int)(d - dst));
    struct { int v[2]; } st = {{1, 2}}, *sp = &st;
    sp->v[1] <<= 3;
    printf("%d %d\n", st.v[1], -sp->v[0]);
    unsigned u = 0x80;
    u >>= 3;
    u |= 1;
    u ^= 0xFF;
    u &= 0xF0;
    u %= 0x50;
    printf("%u\n", u);
    int k = 5;
    int t1 = k++;
    int t2 = ++k;
    printf("%d %d %d\n", t1, t2, sizeof(int) * 2 > 4);
    return a + b * c - 14;
}
