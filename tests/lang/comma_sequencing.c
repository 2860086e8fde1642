/* The comma operator, sequence points, pre/post increment in well-defined orders. */
#include <stdio.h>

static int trace[10], n;
static int mark(int v) { trace[n++] = v; return v; }

int main(void)
{
    int i = 0;
    int r = (i++, i++, i);
    printf("%d %d\n", r, i);
    int a = 1, b = 2, c;
    c = (a += 2, b *= a, a + b);
    printf("%d %d %d\n", a, b, c);
    if (mark(1) && mark(2) || mark(3))
        mark(4);
    if (mark(0) && mark(5))
        mark(6);
    mark(7) ? mark(8) : mark(9);
    for (int k = 0; k < n; k++)
        printf("%d", trace[k]);
    printf("\n");
    int x = 5;
    int y = x++ + 1;
    int z = ++x * 2;
    printf("%d %d %d\n", x, y, z);
    int arr[4] = {0}, j = 0;
    arr[j] = j + 10;
    j++;
    arr[j] = arr[j - 1] + 1;
    printf("%d %d %d\n", j, arr[0], arr[1]);
    return (0, 1, 2);
}
