/* 2.5.11, 2.5.12: the argument of num_workers / vector_length is the number of workers of a
 * gang / vector lanes of a worker; a constant one below 1 (gcc: "'num_workers' value must be
 * positive") was accepted while num_gangs(-4) was rejected. The arguments are int-exprs
 * (2.5.10-2.5.12): a constant beyond int, or num_gangs arguments whose product (the total
 * number of gangs, 2.5.10) is beyond it, are errors too (the runtime stops on such values,
 * tests/acc/data/fail/num_gangs_runtime_invalid.c). */
#define N 2147483647
int main(void) {
    int a[4] = {0};
    const int zero = 0;
#pragma acc parallel loop copy(a) num_workers(0) vector_length(-3)
    for (int i = 0; i < 4; i++)
        a[i] = i;
    /* zero is no constant expression in C: its num_workers is checked at run time. */
#pragma acc kernels num_workers(zero - 1) vector_length(1 - 1) copy(a)
    a[0] = 1;
#pragma acc parallel num_gangs(4294967297L) num_workers(N + 1L) vector_length(1L << 40) copy(a)
    a[0] = 1;
#pragma acc parallel num_gangs(65536, 65536) copy(a)
    a[0] = 1;
    /* Fine. */
#pragma acc parallel num_gangs(2, 1, 3) num_workers(N) vector_length(1) copy(a)
    a[0] = 1;
    return a[0];
}
