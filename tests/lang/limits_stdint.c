/* limits.h and stdint.h: extremes of every integer type, exact-width types and their macros. */
#include <inttypes.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>

int main(void)
{
    printf("%d %d %d\n", CHAR_BIT, SCHAR_MIN, UCHAR_MAX);
    printf("%d %d %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("%d %d %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("%ld %ld %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("%lld %llu\n", LLONG_MIN, ULLONG_MAX);
    printf("%" PRId8 " %" PRIu16 " %" PRId32 " %" PRIu64 "\n", INT8_MIN, UINT16_MAX, INT32_MAX, UINT64_MAX);
    printf("%zu %zu %zu %zu\n", sizeof(int_least8_t), sizeof(int_fast16_t), sizeof(intptr_t), sizeof(intmax_t));
    printf("%jd %ju\n", INTMAX_MIN, UINTMAX_MAX);
    printf("%zu %td\n", SIZE_MAX, PTRDIFF_MAX);
    int64_t big = INT64_C(1) << 62;
    uint32_t wrap = UINT32_C(0xFFFFFFFF);
    wrap++;
    printf("%" PRId64 " %" PRIu32 "\n", big, wrap);
    printf("%d\n", INT_MIN / -INT_MAX);
    return CHAR_BIT;
}
