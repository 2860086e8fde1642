/* C scope starts at the declarator: a clause cannot name a variable declared later in the
 * block, also when the directive is nested in a loop, an if or an inner block (found by the
 * whole-pipeline fuzz test: the clause was accepted and the generated C used the name before
 * its declaration). */
int main(void) {
    for (int i = 0; i < 1; i++)
#pragma acc data copy(s)
        ;
    int s = 0;
    {
#pragma acc data copy(u)
        s++;
    }
    int u = 0;
    while (s < 3)
#pragma acc data copy(v)
        s++;
    int v = 0;
    int w = ({
#pragma acc data copy(x)
        s++;
        s; });
    int x = 0;
    {
        int twice;
        for (int k = 0; k < 1; k++)
#pragma acc data copy(twice)
            twice = k;
        int twice;
    }
    return s + u + v + w + x;
}
