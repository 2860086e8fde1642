/* OpenACC 3.3, 2.9: the trip count of an associated loop must be computable when the loop
 * starts. `i != lim` with a floating `lim` compares in the floating type (C11 6.5.9p4) and
 * never fails for a bound that is not an integer: oxacc computes no trip count for it, a
 * located "not supported yet" error instead of a wrong count (the '<', '<=', '>' and '>='
 * tests are supported: tests/acc/compute/loop_trip_float_bound.c). A 'seq' loop runs as
 * written. */
int main(void) {
    int a[20] = {0};
    double lim = 10.0;
#pragma acc parallel loop copy(a)
    for (int i = 0; i != lim; i++)
        a[i] = 1;
#pragma acc parallel copy(a)
    {
#pragma acc loop
        for (int i = 0; 10.0f != i; i++)
            a[i] = 1;
    }
#pragma acc parallel loop seq copy(a)
    for (int i = 0; i != lim; i++)
        a[i] = 1;
    return a[0];
}
