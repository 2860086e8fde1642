/* 2-D and 3-D arrays: multiplication, transposition, brace elision, pointer-to-array parameters. */
#include <stdio.h>

#define N 4

static void multiply(const double a[N][N], const double b[N][N], double c[N][N])
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++)
                s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static void transpose(int n, int (*m)[n])
{
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            int t = m[i][j];
            m[i][j] = m[j][i];
            m[j][i] = t;
        }
}

int main(void)
{
    double a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = i + j;
            b[i][j] = i == j ? 2 : 0;
        }
    multiply(a, b, c);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++)
            printf("%4.0f", c[i][j]);
        printf("\n");
    }
    int m[3][3] = {1, 2, 3, 4, 5, 6, 7, 8, 9};   /* braces elided */
    transpose(3, m);
    printf("%d %d %d\n", m[0][1], m[1][0], m[2][0]);
    int cube[2][3][4];
    int v = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 4; k++)
                cube[i][j][k] = v++;
    printf("%d %d %zu %zu\n", cube[1][2][3], cube[1][0][2], sizeof cube[0], sizeof cube[0][0]);
    int partial[3][4] = {{1}, {2, 3}, {4, 5, 6}};
    int total = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++)
            total += partial[i][j];
    printf("%d\n", total);
    char names[][6] = {"one", "two", "three"};
    printf("%zu %s\n", sizeof names, names[2]);
    return total;
}
