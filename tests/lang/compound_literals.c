/* Compound literals: as arguments, lvalues, arrays, in loops, at file scope. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
static struct point *origin = &(struct point){0, 0};
static int *file_array = (int[]){10, 20, 30};

static int dist2(struct point a, struct point b)
{
    return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);
}

static int sum(const int *v, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void)
{
    printf("%d\n", dist2((struct point){3, 4}, *origin));
    printf("%d\n", sum((int[]){1, 2, 3, 4}, 4));
    (struct point){1, 2}.x = 5;      /* a modifiable lvalue */
    int *p = (int[3]){0};
    p[1] = 7;
    printf("%d %d %d\n", p[0], p[1], file_array[2]);
    struct point *pts = (struct point[]){{1, 1}, {2, 2}, [4] = {5, 5}};
    printf("%d %d\n", pts[4].x, pts[3].y);
    char *s = strcpy((char[16]){0}, "literal");
    printf("%s\n", s);
    int total = 0;
    for (int i = 0; i < 3; i++) {
        int *q = (int[]){i, i * 2};
        total += q[0] + q[1];
    }
    printf("%d %zu\n", total, sizeof((double[]){1, 2, 3}));
    const char *msg = (const char[]){"const"};
    origin->x = 2;
    return (int)strlen(msg) + origin->x - 7;
}
