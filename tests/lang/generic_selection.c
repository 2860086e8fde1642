/* C11 _Generic: type-generic macros, qualifiers, default, pointers. */
#include <stdio.h>

#define TYPE_NAME(x) _Generic((x), \
    _Bool: "bool", char: "char", signed char: "schar", unsigned char: "uchar", \
    short: "short", unsigned short: "ushort", int: "int", unsigned: "uint", \
    long: "long", unsigned long: "ulong", long long: "llong", unsigned long long: "ullong", \
    float: "float", double: "double", long double: "ldouble", \
    char *: "char*", const char *: "const char*", int *: "int*", default: "other")

#define ABS(x) _Generic((x), int: abs_i, double: abs_d)(x)
static int abs_i(int x) { return x < 0 ? -x : x; }
static double abs_d(double x) { return x < 0 ? -x : x; }

struct s { int a; };

int main(void)
{
    char c = 'a';
    const char *cs = "x";
    int arr[3];
    const int ci = 1;
    struct s sv;
    printf("%s %s %s %s %s\n", TYPE_NAME(c), TYPE_NAME(c + 1), TYPE_NAME(1u), TYPE_NAME(2L), TYPE_NAME(3ULL));
    printf("%s %s %s %s\n", TYPE_NAME(1.0f), TYPE_NAME(1.0), TYPE_NAME(1.0L), TYPE_NAME((_Bool)1));
    printf("%s %s %s %s %s\n", TYPE_NAME(cs), TYPE_NAME("lit"), TYPE_NAME(arr), TYPE_NAME(ci), TYPE_NAME(sv));
    printf("%s %s\n", TYPE_NAME((short)1), TYPE_NAME((unsigned char)1));
    printf("%d %.1f\n", ABS(-4), ABS(-2.5));
    return _Generic(ci, int: 0, default: 1);
}
