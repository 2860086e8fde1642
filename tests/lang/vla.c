/* Variable length arrays: locals, sizeof, parameters, typedefs, pointers to VLA. */
#include <stdio.h>

static int trace(int n, int m[n][n])
{
    int t = 0;
    for (int i = 0; i < n; i++)
        t += m[i][i];
    return t;
}

static void fill(int rows, int cols, double (*a)[cols])
{
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            a[i][j] = i * 10 + j;
}

static size_t size_of(int n) { char buf[n * 3]; return sizeof buf; }

int main(void)
{
    int n = 4;
    int m[n][n];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            m[i][j] = i + j;
    printf("%d %zu\n", trace(n, m), sizeof m);
    int rows = 3, cols = 5;
    double a[rows][cols];
    fill(rows, cols, a);
    printf("%.0f %.0f %zu\n", a[2][4], a[1][3], sizeof a[0]);
    typedef int row_t[cols];
    row_t r;
    cols = 100; /* the typedef's size was fixed when it was declared */
    printf("%zu %zu\n", sizeof r, size_of(7));
    int k = 2;
    int (*p)[k] = (int (*)[k])m;
    printf("%d\n", p[3][1]);
    for (int len = 1; len <= 3; len++) {
        int v[len];
        for (int i = 0; i < len; i++)
            v[i] = len * i;
        printf("%d ", v[len - 1]);
    }
    printf("\n");
    return 0;
}
