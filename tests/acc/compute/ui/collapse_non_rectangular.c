/* OpenACC 3.3, 2.9.1: "The trip count for all loops associated with the collapse clause must
 * be computable and invariant in all the loops": a bound or step of an inner associated loop
 * may not use an outer associated loop's variable (the trip counts are computed once, before
 * the nest runs). Tiled triangular nests are not supported yet. */
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
}
int main(void) { return 0; }
