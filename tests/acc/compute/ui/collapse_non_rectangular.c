/* OpenACC 3.3, 2.9.1: "The trip count for all loops associated with the collapse clause must
 * be computable and invariant in all the loops": a bound or step of an inner associated loop
 * may not use an outer associated loop's variable (the trip counts are computed once, before
 * the nest runs). Tiled triangular nests are not supported yet. A variable declared or assigned
 * inside the nest is no more invariant (and one declared there has no value before the nest: it
 * used to be a gcc error about the generated code). */
void f(float a[100][100], int n) {
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            a[i][j] = 0;
#pragma acc parallel loop collapse(force:3)
    for (int i = 0; i < n; i++) {
        {
            for (int j = 0; j < n; j++)
                for (int l = 0; l < n; l += j + 1)
                    a[i][l] = j;
        }
    }
#pragma acc parallel loop tile(4, 4)
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
            a[i][j] = 0;
        }
    }
#pragma acc parallel loop collapse(force:2)
    for (int i = 0; i < n; i++) {
        int lim = n - 1;
        for (int j = 0; j < lim; j++)
            a[i][j] = 0;
    }
    int m = n;
#pragma acc parallel loop collapse(force:2)
    for (int i = 0; i < n; i++) {
        m = i % 3 + 1;
        for (int j = 0; j < n; j += m)
            a[i][j] = 0;
    }
#pragma acc parallel loop tile(2, 2) copy(m)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            m++;
}
int main(void) { return 0; }
