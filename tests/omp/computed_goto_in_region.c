/* A computed goto (GNU C `goto *p`) whose targets, the labels whose address the function
 * takes, are all inside the same parallel region stays in its structured block (2.1): gcc
 * compiles it. oxacc rejected every `goto *` in a region ("'goto *' leaves the structured
 * block"); one that may leave (a label outside) is still an error. */
#include "check.h"
int main(void) {
    int hits = 0, team = 0;
#pragma omp parallel num_threads(2) reduction(+ : hits)
    {
#pragma omp master
        team = omp_get_num_threads();
        static void *const tab[] = {&&one, &&ten};
        for (int j = 0; j < 2; j++) {
            goto *tab[j];
        one:
            hits += 1;
            continue;
        ten:
            hits += 10;
        }
    }
    CHECK(team >= 1 && hits == 11 * team);
    CHECK_DONE();
}
