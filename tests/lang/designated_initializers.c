/* Designated initializers: nested members, arrays of structs, overrides, implicit zero. */
#include <stdio.h>

struct inner { int a, b; char name[8]; };
struct outer { int id; struct inner in; int arr[4]; double d; };

int main(void)
{
    struct outer o = {.in.b = 2, .arr[2] = 9, .id = 1, .in = {.a = 7}, .d = 1.5};
    printf("%d %d %d %s| %d %d %.1f\n", o.id, o.in.a, o.in.b, o.in.name, o.arr[2], o.arr[0], o.d);
    struct outer list[] = {[2] = {.id = 3}, [0].in.name = "zero", [1] = {2, {4, 5, "one"}, {1, 2}}};
    printf("%zu %s %d %d %d\n", sizeof list / sizeof list[0], list[0].in.name, list[1].in.b, list[1].arr[1], list[2].id);
    int arr[] = {1, 2, [5] = 6, 7, [1] = 20};
    printf("%zu ", sizeof arr / sizeof arr[0]);
    for (unsigned i = 0; i < sizeof arr / sizeof arr[0]; i++)
        printf("%d,", arr[i]);
    printf("\n");
    int matrix[3][3] = {[0][0] = 1, [1] = {[1] = 5}, [2][2] = 9};
    printf("%d %d %d %d\n", matrix[0][0], matrix[1][1], matrix[2][2], matrix[1][0]);
    char str[10] = {[3] = 'x', [0] = 'a'};
    printf("%c%d%d%c\n", str[0], str[1], str[2], str[3]);
    struct { int x; int y[2]; } brace_elided = {1, 2, 3};
    printf("%d %d\n", brace_elided.y[0], brace_elided.y[1]);
    return o.in.b;
}
