/* The conditional operator: result types, nesting, GNU ?: with omitted middle operand. */
#include <stdio.h>

static int side_effects;
static int get(int v) { side_effects++; return v; }

int main(void)
{
    int a = 5, b = 9;
    int max = a > b ? a : b;
    const char *sign = a < 0 ? "neg" : a == 0 ? "zero" : "pos";
    printf("%d %s\n", max, sign);
    printf("%zu %zu\n", sizeof(a ? 1 : 2.0), sizeof(a ? (char)1 : (char)2));
    printf("%.1f\n", a ? 1 : 2.5);
    int x = get(0) ?: get(7);              /* GNU: x ?: y is x ? x : y, x evaluated once */
    int y = get(3) ?: get(8);
    printf("%d %d %d\n", x, y, side_effects);
    int *p = 0;
    int z = 4;
    int *q = p ? p : &z;
    printf("%d\n", *q);
    void *vp = a ? (void *)&a : (int *)&b;
    printf("%d\n", *(int *)vp);
    unsigned u = 1;
    long r = a > 100 ? -1 : u;             /* converts to unsigned */
    printf("%ld\n", r);
    *(a > b ? &a : &b) = 50;
    printf("%d %d\n", a, b);
    return a > b ? 1 : 0;
}
