/* OpenACC 3.3, 2.5.15 and 2.6.2: a reduction on a compute construct implies a copy of its var,
 * and so does (in oxacc, like nvc) a loop reduction whose var has no clause on the parallel
 * construct; a copy needs the var's address, which a 'register' variable does not have. Both
 * were accepted and cc rejected the generated code ("address of register variable requested").
 * A register variable private to the region is fine. */
int main(void) {
    register int rs = 2;
    register int rl = 0;
    int a[100] = {0};
#pragma acc parallel loop reduction(+:rs) copyin(a)
    for (int i = 0; i < 100; i++) rs += a[i];
#pragma acc parallel copyin(a)
    {
#pragma acc loop reduction(+:rl)
        for (int i = 0; i < 100; i++) rl += a[i];
    }
    int out[4];
#pragma acc parallel loop gang copyin(a) copyout(out)
    for (int g = 0; g < 4; g++) {
        register int t = 0;
#pragma acc loop vector reduction(+:t)
        for (int j = 0; j < 25; j++) t += a[g * 25 + j];
        out[g] = t;
    }
    return rs + rl + out[0];
}
