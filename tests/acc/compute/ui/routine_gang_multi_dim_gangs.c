/* A 'routine gang' procedure called in a compute construct with multi-dimensional gangs
 * (num_gangs(2, 2), 2.5.10): its gang loop must be partitioned over gang dimension 1 only,
 * each gang of dimension 2 running it whole (2.2: GP1 inside GR2; 2.15.1). oxacc partitioned
 * it over every gang as if they had one dimension, so b and c were half or a quarter updated
 * (emul sb=32 sc=16, host sb=16 sc=16, expected 64; hunt26 bug03). Until the routines learn
 * the gang dimensions this is oxacc's located 'not supported yet' error, not a wrong result;
 * one-dimensional gangs (a) and the same nest written inline (d) stay accepted. */
#pragma acc routine gang
void g1(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        a[i] += 1;
}
#pragma acc routine gang(dim:2)
void g2(int *a, int n) {
#pragma acc loop gang(dim:2)
    for (int k = 0; k < 2; k++)
        g1(a + k * n / 2, n / 2);
}
int main(void) {
    int a[64] = {0}, b[64] = {0}, c[64] = {0}, d[64] = {0};
#pragma acc parallel copy(a) num_gangs(4)
    g1(a, 64);
#pragma acc parallel copy(b) num_gangs(2, 2)
    {
#pragma acc loop gang(dim:2)
        for (int k = 0; k < 2; k++)
            g1(b + 32 * k, 32);
    }
#pragma acc parallel copy(c) num_gangs(2, 2)
    g2(c, 64);
#pragma acc parallel copy(d) num_gangs(2, 2)
    {
#pragma acc loop gang(dim:2)
        for (int k = 0; k < 2; k++) {
#pragma acc loop gang
            for (int i = 0; i < 32; i++)
                d[32 * k + i] += 1;
        }
    }
    return a[0] + b[0] + c[0] + d[0];
}
