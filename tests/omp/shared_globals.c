/* File-scope variables are used directly by regions (shared), also through extern
 * declarations and in privatizing clauses. */
#include "check.h"
int g_total;
static double g_arr[100];
extern int g_extern;
int g_extern = 3;
int main(void) {
#pragma omp parallel for
    for (int i = 0; i < 100; i++) g_arr[i] = i * g_extern;
#pragma omp parallel reduction(+: g_total)
    g_total += 1;
    CHECK(g_total == omp_get_max_threads());
    CHECK(g_arr[99] == 297);
    int bad = 0;
#pragma omp parallel private(g_extern) firstprivate(g_total)
    {
        g_extern = -1;
        if (g_total != omp_get_max_threads()) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(g_extern == 3 && bad == 0);
    CHECK_DONE();
}
