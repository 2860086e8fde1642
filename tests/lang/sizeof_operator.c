/* sizeof: of types, expressions (not evaluated), arrays vs. decayed pointers, literals. */
#include <stdio.h>

static size_t param_size(int arr[10]) { return sizeof arr; }
struct s { char c[3]; };

int main(void)
{
    int calls = 0;
    size_t s1 = sizeof(calls++);      /* operand not evaluated */
    int arr[10];
    printf("%zu %d %zu %zu\n", s1, calls, sizeof arr, param_size(arr));
    printf("%zu %zu %zu %zu\n", sizeof 'a', sizeof(char), sizeof "hello", sizeof(""));
    printf("%zu %zu %zu\n", sizeof(struct s), sizeof(struct s[4]), sizeof(int (*)[10]));
    printf("%zu %zu %zu\n", sizeof arr / sizeof *arr, sizeof &arr, sizeof *&arr);
    printf("%zu %zu %zu %zu\n", sizeof(1.0f), sizeof 1.0, sizeof 1.0L, sizeof(1 ? 1 : 1.0));
    short sh;
    printf("%zu %zu %zu\n", sizeof sh, sizeof(sh + sh), sizeof(sh = 1));
    printf("%zu %zu\n", sizeof(void *), sizeof(int (*)(void)));
    char buf[sizeof(long) * 2];
    printf("%zu %zu\n", sizeof buf, _Alignof(struct s));
    int n = 5;
    size_t vs = sizeof(int[n++]);     /* VLA type: evaluated */
    printf("%zu %d\n", vs, n);
    return (int)sizeof(int);
}
