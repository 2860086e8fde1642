/* GCC builtins found in real code. */
#include <stddef.h>
#include <stdio.h>

struct rec { char tag; double value; int items[4]; struct { short a, b; } inner; };

int main(void)
{
    printf("%zu %zu %zu %zu\n", __builtin_offsetof(struct rec, value),
           __builtin_offsetof(struct rec, items[2]), __builtin_offsetof(struct rec, inner.b),
           offsetof(struct rec, inner));
    printf("%d %d %d %d\n", __builtin_types_compatible_p(int, int),
           __builtin_types_compatible_p(int, long), __builtin_types_compatible_p(const int, int),
           __builtin_types_compatible_p(int[4], int[]));
    int x = 37;
    if (__builtin_expect(x > 10, 1))
        printf("likely\n");
    printf("%d %d\n", __builtin_constant_p(42), __builtin_choose_expr(1, 10, 20.0));
    printf("%d %d %d %d\n", __builtin_popcount(0xF0F0u), __builtin_clz(1u), __builtin_ctz(8u),
           __builtin_parity(7u));
    printf("%x %llx\n", __builtin_bswap32(0x11223344u), (unsigned long long)__builtin_bswap64(0x1122334455667788ull));
    int ovf;
    printf("%d\n", __builtin_add_overflow(2147483647, 1, &ovf));
    printf("%d %d\n", ovf, __builtin_abs(-5));
    printf("%.1f %d\n", __builtin_inf() > 1e308 ? 1.0 : 0.0, __builtin_isnan(__builtin_nan("")));
    char buf[16];
    __builtin_memcpy(buf, "builtin", 8);
    printf("%s %zu\n", buf, __builtin_strlen(buf));
    if (x == 0)
        __builtin_unreachable();
    void *frame = __builtin_frame_address(0);
    return frame != 0 ? 0 : 1;
}
