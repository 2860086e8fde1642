/* Integer promotions of char, short, bit-fields, and _Bool; shifts and complements. */
#include <stdio.h>

int main(void)
{
    unsigned char a = 200, b = 100;
    printf("%d\n", a + b);                     /* 300, not 44 */
    unsigned char sum = a + b;
    printf("%d\n", sum);
    unsigned char c = 0x0F;
    printf("%d %x\n", ~c, (unsigned char)~c);   /* ~ promotes to int */
    signed char s = -128;
    printf("%d\n", -s);
    short sh = 30000;
    printf("%d\n", sh + sh);
    _Bool t = 5;
    printf("%d %d\n", t, t + t);
    printf("%zu %zu %zu\n", sizeof(a + b), sizeof(+c), sizeof(-sh));
    unsigned char shift = 1;
    printf("%d\n", shift << 10);
    char ch = 'A';
    printf("%d %c\n", ch + 1, ch + 1);
    unsigned short us = 0xFFFF;
    printf("%d %u\n", us + 1, (unsigned short)(us + 1));
    int x = (unsigned char)-1;
    int y = (signed char)200;
    printf("%d %d\n", x, y);
    unsigned u = 1;
    printf("%d %u\n", -u > 0, -u);
    return (a + b) > 255;
}
