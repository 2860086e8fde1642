/* A reduction assigns the combined value to the original variable at the end of the region
 * (OpenACC 3.3, 2.5.15): a const-qualified one cannot take it (gcc: "'const' qualified 'n' may
 * appear only in 'shared' or 'firstprivate' clauses"). Before, oxacc accepted these and cc
 * rejected the generated assignment (found by the whole-pipeline fuzz test). */
struct with_const {
    const int c;
    int m;
};

int main(void) {
    const int n = 5;
    const float ca[4] = {0};
    int ok[4] = {0};
    const int *cp = ok;
    struct with_const s = {1, 2};
    int sum = 0;
#pragma acc parallel loop reduction(+:n)
    for (int i = 0; i < 4; i++)
        sum += n;
#pragma acc parallel loop reduction(max:ca)
    for (int i = 0; i < 4; i++)
        sum += (int)ca[i];
#pragma acc parallel loop reduction(+:ca[0:2])
    for (int i = 0; i < 4; i++)
        sum += i;
#pragma acc parallel loop reduction(+:cp[0:4])
    for (int i = 0; i < 4; i++)
        sum += i;
#pragma acc serial loop reduction(+:s)
    for (int i = 0; i < 4; i++)
        sum += i;
    /* Fine: a non-const array through its section, a non-const scalar. */
#pragma acc serial loop reduction(+:ok[0:4], sum)
    for (int i = 0; i < 4; i++)
        sum += i;
    return sum;
}
