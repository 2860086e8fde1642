/* exit: 0 */
/* OpenMP 2.0, 2.3 and 3.1.1: the number of threads must be positive. A num_threads clause whose
 * value is 0 or negative at run time warns once per directive (naming its line) and the region
 * runs with the default team; omp_set_num_threads(0) warns and is ignored. The regions still
 * run right. */
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    int k = argc - 1; /* 0 */
    int total = 0;
    for (int rep = 0; rep < 3; rep++) {
#pragma omp parallel num_threads(k) reduction(+ : total)
        total += 1;
    }
#pragma omp parallel num_threads(k - 3) reduction(+ : total)
    total += 1;
    int before = omp_get_max_threads();
    omp_set_num_threads(0);
    if (omp_get_max_threads() != before || total != 4 * before)
        return 1;
    return 0;
}
