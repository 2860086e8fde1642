/* 2.6.6: an iteration may execute at most one ordered directive, so an ordered region closely
 * nested in another is invalid (gcc: "'ordered' region may not be closely nested inside of
 * ... 'ordered' ... region"); oxacc accepted it. */
int main(void) {
    int s = 0, i;
#pragma omp parallel for ordered
    for (i = 0; i < 3; i++) {
#pragma omp ordered
        {
#pragma omp ordered
            s++;
        }
    }
    return s != 3;
}
