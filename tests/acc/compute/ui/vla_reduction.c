/* A reduction on a variable-length array is reported as not supported yet, never
 * miscompiled. */
void f(int n, int m) {
    int b[n][m];
#pragma acc parallel loop reduction(+:b)
    for (int i = 0; i < n; i++) b[0][0] += i;
}
