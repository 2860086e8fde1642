/* 2.9 allows a loop variable of pointer type, but oxacc's loop lowering computes trip counts
 * and partitions with integers only: a loop construct without 'seq' whose variable is a
 * pointer is oxacc's "not supported yet" error. It was either rejected as not canonical
 * ('int *p = a') or accepted and run stepping one byte at a time (a pointer declared outside
 * the loop). A 'seq' loop with a pointer variable runs (tests/acc/compute/seq_pointer_loop.c). */
int main(void) {
    int a[10] = {0};
    int *p;
    int *e = a + 10;
#pragma acc parallel loop copy(a)
    for (p = a; p < a + 10; p++)
        *p = 1;
#pragma acc parallel loop copy(a)
    for (int *q = a; q < e; q += 1)
        *q = 1;
#pragma acc parallel copy(a)
    {
#pragma acc loop
        for (int *q = a; e > q; q++)
            *q = 1;
    }
#pragma acc kernels loop copy(a)
    for (int *q = a; q < e; q++)
        *q = 1;
    return a[0];
}
