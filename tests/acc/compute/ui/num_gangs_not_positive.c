/* 2.5.10: "The total number of gangs must be at least 1": a constant 'num_gangs' argument
 * below 1 (gcc: "'num_gangs' value must be positive") was accepted. */
int main(void) {
    int a[4] = {0};
#pragma acc parallel loop copy(a) num_gangs(0)
    for (int i = 0; i < 4; i++)
        a[i] = i;
#pragma acc parallel num_gangs(2, -1) copy(a)
    a[0] = 1;
#pragma acc kernels num_gangs(1 - 1) copy(a)
    a[0] = 1;
    /* Fine. */
#pragma acc parallel num_gangs(2, 1, 3) copy(a)
    a[0] = 1;
    return a[0];
}
