/* 2.9.2-2.9.4: the argument of gang(num:) and of worker(num:) / vector(length:) on a kernels
 * loop is the number of gangs, workers or vector lanes to use, and gang(static:) takes a chunk
 * size: a constant one below 1 was accepted silently (num_gangs(0) on the construct was an
 * error, tests/acc/compute/ui/num_gangs_not_positive.c). */
int main(void) {
    int a[100] = {0};
#pragma acc parallel loop gang(static: 0) copy(a)
    for (int i = 0; i < 100; i++) a[i] = i;
#pragma acc parallel copy(a)
    {
#pragma acc loop gang(static: 2 - 4)
        for (int i = 0; i < 100; i++) a[i] += i;
    }
#pragma acc kernels loop gang(0) worker(num: -1) vector(length: 0) copy(a)
    for (int i = 0; i < 100; i++) a[i] += i;
#pragma acc kernels copy(a)
    {
#pragma acc loop gang(num: 0, static: -5)
        for (int i = 0; i < 100; i++) a[i] += i;
    }
    /* Fine: positive constants, `*` and values known at run time. */
    int c = a[0];
#pragma acc parallel loop gang(static: *) copy(a)
    for (int i = 0; i < 100; i++) a[i] = i;
#pragma acc kernels loop gang(num: c + 1, static: c + 2) worker(2) vector(32) copy(a)
    for (int i = 0; i < 100; i++) a[i] += i;
    return a[1];
}
