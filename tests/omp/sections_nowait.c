/* sections nowait, and many sections for a small team (each runs once). */
#include "check.h"
int main(void) {
    int done[8] = {0};
#pragma omp parallel
    {
#pragma omp sections nowait
        {
            done[0]++;
#pragma omp section
            done[1]++;
#pragma omp section
            done[2]++;
#pragma omp section
            done[3]++;
#pragma omp section
            done[4]++;
#pragma omp section
            done[5]++;
#pragma omp section
            done[6]++;
#pragma omp section
            done[7]++;
        }
    }
    for (int i = 0; i < 8; i++) CHECK(done[i] == 1);
    CHECK_DONE();
}
