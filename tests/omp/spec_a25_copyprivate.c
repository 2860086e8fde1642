/* OpenMP 2.0 A.25: copyprivate broadcasts values read by one thread, including a pointer
 * allocated by the single thread. */
#include "check.h"
static float read_value(int k) { return 1.5f * k; }
static float *new_buffer(int n) {
    float *tmp = 0;
#pragma omp single copyprivate(tmp)
    {
        tmp = malloc(n * sizeof *tmp);
        for (int i = 0; i < n; i++) tmp[i] = 0;
    }
    return tmp;
}
int main(void) {
    int bad = 0;
    float *shared_buf = 0;
#pragma omp parallel
    {
        float a, b;
        int x;
#pragma omp single copyprivate(a, b, x)
        {
            a = read_value(1);
            b = read_value(2);
            x = 42;
        }
        if (a != 1.5f || b != 3.0f || x != 42) {
#pragma omp atomic
            bad++;
        }
        float *buf = new_buffer(100);
#pragma omp atomic
        buf[omp_get_thread_num()] += 1;
#pragma omp barrier
#pragma omp master
        shared_buf = buf;
    }
    CHECK(bad == 0);
    for (int t = 0; t < omp_get_max_threads(); t++) CHECK(shared_buf[t] == 1);
    free(shared_buf);
    CHECK_DONE();
}
