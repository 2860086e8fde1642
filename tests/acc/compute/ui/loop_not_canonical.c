/* The bound and the step of a loop in canonical form are evaluated once, before the loop runs
 * (OpenACC 3.3, 2.9: the trip count is computable when the loop starts): a step or bound that
 * uses the loop variable (`i += i`, gcc: "invalid increment expression") is not canonical, and
 * is oxacc's located error, not generated C that reads the variable before it exists (found by
 * the whole-pipeline fuzz test). */
int main(void) {
    int a[64] = {0};
#pragma acc parallel loop
    for (int i = 1; i < 64; i += i)
        a[i] = i;
#pragma acc parallel loop
    for (int i = 1; i < 64; i = i + i)
        a[i] = i;
#pragma acc parallel
    {
#pragma acc loop
        for (int i = 0; i < 2 * i + 4; i++)
            a[i] = i;
    }
    int j;
#pragma acc parallel loop collapse(2)
    for (j = 0; j < 8; j++)
        for (int k = 0; k < 8; k -= -k)
            a[j * 8 + k] = j;
    /* Fine: a step that uses another variable. */
    int s = 2;
#pragma acc parallel loop
    for (int i = 0; i < 64; i += s)
        a[i] = i;
    return a[0];
}
