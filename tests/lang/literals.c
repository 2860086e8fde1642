/* Literal types and values: integer suffixes and the type a large constant gets, character
 * constants (escapes, multi-character), floating suffixes, string escapes. */
#include <stdio.h>

#define TYPE(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", unsigned long: "ulong", \
    long long: "llong", unsigned long long: "ullong", float: "float", double: "double", \
    long double: "ldouble", char: "char", default: "other")

int main(void)
{
    printf("%s %s %s %s\n", TYPE(2147483647), TYPE(2147483648), TYPE(0x7fffffff), TYPE(0x80000000));
    printf("%s %s %s %s\n", TYPE(4294967295), TYPE(0xffffffff), TYPE(0x100000000), TYPE(9223372036854775807));
    printf("%s %s %s %s %s\n", TYPE(1u), TYPE(1l), TYPE(1ul), TYPE(1ll), TYPE(1ULL));
    printf("%s %s %s %s\n", TYPE(18446744073709551615u), TYPE(0xffffffffffffffff), TYPE(1.0f), TYPE(1.0L));
    printf("%s %s %zu\n", TYPE('a'), TYPE((char)'a'), sizeof 'a');
    printf("%d %d %d %d %d\n", '\n', '\0', '\x41', '\101', '\\');
    printf("%d %d\n", 'ab', '\377');      /* multi-character: implementation-defined (gcc) */
    printf("%d %d %d\n", 017, 0x1F, 0b11);
    printf("%.3f %.3f %.1f %.1f\n", 1e-3, .5e1, 1., 0x1p-2);
    printf("%s|%s|%s\n", "tab\there", "nul\0hidden", "\x48\x49");
    printf("%zu %zu\n", sizeof("nul\0hidden"), sizeof("\x48\x49"));
    printf("%d %d\n", -2147483647 - 1 < 0, -2147483648 < 0);
    printf("%llu %lld\n", 0xFFFFFFFFFFFFFFFFull, -9223372036854775807LL - 1);
    unsigned long long mask = ~0ull >> 1;
    printf("%llx\n", mask);
    return 'A' - 65;
}
