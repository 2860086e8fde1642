/* A `goto *` in a parallel region that may reach a label outside it (its address is taken,
 * the label is after the region) leaves the structured block (OpenMP 2.0, 2.1). */
int main(void) {
    void *t = &&out;
#pragma omp parallel
    {
        goto *t;
    }
out:
    return 0;
}
