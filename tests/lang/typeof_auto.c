/* typeof, __typeof__, typeof of types and expressions, __auto_type. */
#include <stdio.h>

#define SWAP(a, b) do { __typeof__(a) tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

int main(void)
{
    int a = 1, b = 2;
    SWAP(a, b);
    double d1 = 1.5, d2 = 2.5;
    SWAP(d1, d2);
    typeof(int *) p = &a;
    typeof(*p) c = *p + 10;
    __typeof__(d1 + a) mixed = d1 + a;
    __auto_type e = 5u;
    __auto_type f = 1.0f;
    __auto_type g = &b;
    typeof(int[4]) arr = {1, 2, 3, 4};
    typeof(typeof(char) *) s = "xyz";
    printf("%d %d %.1f %.1f %d %.1f\n", a, b, d1, d2, c, mixed);
    printf("%zu %zu %zu %zu %d %s\n", sizeof e, sizeof f, sizeof g, sizeof arr, *g, s);
    printf("%d\n", _Generic(e, unsigned: 1, default: 0) + _Generic(f, float: 2, default: 0));
    const typeof(a) ca = 3;
    return ca;
}
