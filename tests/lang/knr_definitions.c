/* K&R (old-style) function definitions and declarations. */
#include <stdio.h>

int add();
double scale();
static int count_chars();

int add(a, b)
int a, b;
{
    return a + b;
}

double scale(x, factor)
    float x;        /* promoted to double at the call */
    int factor;
{
    return x * factor;
}

static int count_chars(s, c)
register char *s;
char c;
{
    int n = 0;
    while (*s)
        if (*s++ == c)
            n++;
    return n;
}

long mixed(n, p, d)
    short n;
    long *p;
    double d;
{
    return n + *p + (long)d;
}

no_return_type(x)
{
    return x * 2;
}

int main()
{
    long v = 100;
    printf("%d %.2f %d %ld %d\n", add(2, 3), scale(1.5f, 3), count_chars("banana", 'a'), mixed(5, &v, 2.9),
           no_return_type(21));
    return 0;
}
