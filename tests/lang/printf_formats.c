/* stdio formatting: widths, precisions, flags, length modifiers, %n, snprintf sizing. */
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void)
{
    printf("[%5d][%-5d][%05d][%+d][% d]\n", 42, 42, 42, 42, 42);
    printf("[%x][%X][%#x][%o][%#o]\n", 255, 255, 255, 8, 8);
    printf("[%8.3f][%-8.2f][%e][%E][%g][%g]\n", 3.14159, 2.5, 12345.678, 0.00012, 1e-5, 123456789.0);
    printf("[%c][%s][%.3s][%10s][%-10s]\n", 'z', "string", "truncate", "right", "left");
    printf("[%ld][%lld][%lu][%hhd][%hd][%zu][%td]\n", -1L, 1LL << 40, 3000000000UL, (signed char)300, (short)70000,
           sizeof(long), (ptrdiff_t)-7);
    printf("[%*d][%-*d][%.*f]\n", 6, 1, 4, 2, 2, 3.14159);
    printf("[%%][%5.1s][%a]\n", "xyz", 1.0);
    printf("[%" PRId64 "][%" PRIu32 "][%" PRIx64 "]\n", INT64_MIN, UINT32_MAX, (uint64_t)0xdeadbeefcafeULL);
    int count = 0;
    printf("abc%n", &count);
    printf(" %d\n", count);
    char small[8];
    int needed = snprintf(small, sizeof small, "%s-%d", "overflow", 12345);
    printf("%d [%s]\n", needed, small);
    printf("[%.0f][%.0f][%.0f][%#.0f]\n", 0.5, 1.5, 2.5, 3.0);
    printf("[%10.4e][%-12g|][%G]\n", 123.456, 0.0001, 1e20);
    printf("[%ls]\n", L"wide");
    return printf("%s\n", "") - 1;
}
