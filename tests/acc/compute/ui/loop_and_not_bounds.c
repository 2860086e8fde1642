/* OpenACC 3.3, 2.9: a conjunction in a loop's condition is a bound only when every test
 * compares the variable with a loop-invariant expression, in the direction the variable moves
 * (`i < hi1 && i <= hi2` upwards, `i > lo1 && i >= lo2` downwards), without side effects; the
 * trip count is then the least of the tests' counts. Anything else has no trip count computable
 * on entry: the loop is not in canonical form (a `seq` loop may have it, see
 * tests/acc/compute/loop_and_bounds.c; a step away from the bounds: loop_step_direction.c). */
int m;
void f(int *a, int n, int lo, int hi) {
#pragma acc parallel loop
    for (int i = 0; i < n && a[i] > 0; i++)
        a[i] = 0;
#pragma acc parallel loop
    for (int i = 0; i < n && i < a[i]; i++)
        a[i] = 0;
#pragma acc parallel loop
    for (int i = lo; i >= 0 && i < hi; i++)
        a[i] = 0;
#pragma acc parallel loop
    for (int i = 0; i < n && i < m++; i++)
        a[i] = 0;
#pragma acc parallel loop
    for (int i = 0; i < n && i != hi; i++)
        a[i] = 0;
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n && j < i; j++)
            a[i * n + j] = 0;
}
int main(void) { return 0; }
