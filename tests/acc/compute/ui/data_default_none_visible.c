/* OpenACC 3.3, 2.6.2: default(none) on an enclosing data construct is visible to the compute
 * constructs inside it that have no default clause of their own: 'b' needs a data clause. */
int main(void) {
    int n = 10;
    double a[10], b[10];
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc data default(none) copyin(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) b[i] = a[i];
    }
    return (int)b[3];
}
