/* env: OMP_STACKSIZE=24M */
/* OMP_STACKSIZE sets the worker threads' stack (OpenMP 3.0, honoured by libgomp, also as
 * GOMP_STACKSIZE; kilobytes unless the value ends in B, K, M or G). The master runs on the
 * process's own stack, so the workers' size is read back from pthread (as under gcc). */
#define _GNU_SOURCE
#include <pthread.h>
#include "check.h"
int main(void) {
    int small = 0;
#pragma omp parallel
    {
        if (omp_get_thread_num() != 0) {
            pthread_attr_t a;
            size_t size = 0;
            if (pthread_getattr_np(pthread_self(), &a) == 0) {
                pthread_attr_getstacksize(&a, &size);
                pthread_attr_destroy(&a);
            }
            if (size < 24u * 1024 * 1024) {
#pragma omp atomic
                small++;
            }
        }
    }
    CHECK(small == 0);
    CHECK_DONE();
}
