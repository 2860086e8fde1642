/* The usual arithmetic conversions: signed/unsigned mixes of every rank. */
#include <stdio.h>

int main(void)
{
    int neg = -1;
    unsigned int one = 1;
    printf("%d\n", neg < one);                  /* -1 converts to UINT_MAX: 0 */
    long lneg = -1;
    printf("%d\n", lneg < one);                 /* long holds all unsigned: 1 */
    unsigned long ul = 1;
    printf("%d\n", lneg < ul);                  /* 0 */
    long long ll = -1;
    printf("%d\n", ll < (unsigned int)1);       /* 1 */
    printf("%u\n", neg + one);                  /* 0 */
    printf("%lu\n", (unsigned long)(neg * one));
    unsigned short us = 65535;
    printf("%d\n", us * us > 0);                /* int overflow avoided? promoted to int */
    printf("%d %d\n", -7 / 2, -7 % 2);
    printf("%d %d\n", 7 / -2, 7 % -2);
    printf("%u\n", 3u - 5);
    printf("%ld\n", 3L - 5u);
    printf("%f\n", 1 / 2 + 1.0 / 2);
    printf("%.2f\n", (float)7 / 2);
    double d = 3u;
    printf("%.1f %.1f\n", d - 5, (double)(3u - 5));
    char c = -5;
    unsigned char uc = 250;
    printf("%d %d %d\n", c + uc, c * 2, uc + uc);
    long double ldv = 1 + 2.5f;
    printf("%.2Lf %zu %zu %zu\n", ldv, sizeof(1 + 1L), sizeof('a' + 1.0f), sizeof(1u + 1LL));
    int i = 0x7fffffff;
    unsigned int wrapped = (unsigned)i + 1u;
    printf("%u %d\n", wrapped, (int)(wrapped >> 31));
    return (neg < one) + 2 * (lneg < one);
}
