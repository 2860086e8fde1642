/* const and volatile qualifiers on objects, pointers and pointees; restrict. */
#include <stdio.h>
#include <string.h>

static volatile int ticks;
static const int table[] = {1, 1, 2, 3, 5, 8};

static void tick(volatile int *t) { (*t)++; }

static size_t count(const char *const s, char c)
{
    size_t n = 0;
    for (const char *p = s; *p; p++)
        n += *p == c;
    return n;
}

static void add_arrays(int n, int *restrict out, const int *restrict a, const int *restrict b)
{
    for (int i = 0; i < n; i++)
        out[i] = a[i] + b[i];
}

int main(void)
{
    for (int i = 0; i < 5; i++)
        tick(&ticks);
    const int x = 10;
    const int *pc = &x;
    int y = 20;
    int *const cp = &y;
    *cp = 21;
    const int *const cpc = &y;
    int **pp = (int **)&pc;   /* casting away const on the pointer itself */
    printf("%d %d %d %d %d\n", ticks, *pc, y, *cpc, **pp);
    printf("%zu %d\n", count("mississippi", 's'), table[5]);
    int out[3], a[3] = {1, 2, 3}, b[3] = {10, 20, 30};
    add_arrays(3, out, a, b);
    printf("%d %d %d\n", out[0], out[1], out[2]);
    char buf[16];
    const char *src = "const";
    memcpy(buf, src, strlen(src) + 1);
    volatile const int vc = 3;
    printf("%s %d\n", buf, vc);
    const volatile struct { int a; } cvs = {4};
    return cvs.a + ticks - 9;
}
