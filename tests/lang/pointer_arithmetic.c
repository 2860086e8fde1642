/* Pointer arithmetic: differences, pointers to arrays, arrays of pointers, negative indexes. */
#include <stddef.h>
#include <stdio.h>

int main(void)
{
    int a[10];
    for (int i = 0; i < 10; i++)
        a[i] = i * i;
    int *p = a + 3, *q = &a[8];
    ptrdiff_t d = q - p;
    printf("%td %d %d %d\n", d, *p, p[-1], *(q - 2));
    printf("%d %d\n", 2[a], *(a + 9));
    int m[3][4];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            m[i][j] = i * 4 + j;
    int (*row)[4] = m;
    printf("%d %d %zu\n", row[2][1], (*(row + 1))[3], sizeof *row);
    int *flat = &m[0][0];
    printf("%d\n", flat[11]);
    const char *words[] = {"alpha", "beta", "gamma"};
    const char **w = words;
    w++;
    printf("%s %c %c\n", *w, **w, *(*(w + 1) + 2));
    char buf[] = "abcdef";
    char *end = buf + sizeof buf - 1;
    int len = 0;
    for (char *c = buf; c < end; c++)
        len++;
    printf("%d\n", len);
    void *vp = a;
    int *back = (int *)((char *)vp + sizeof(int) * 5);
    printf("%d\n", *back);
    int *pp = a;
    pp += 4;
    pp -= 2;
    ++pp;
    int before = *pp++;
    printf("%d %d\n", before, *pp);
    return (int)(&a[9] - &a[0]);
}
