/* Orphaned directives (2.3, 2.8): a for / single / barrier in a function called from a
 * parallel region bind to that region; called outside one, they run on a team of one. */
#include "check.h"
#define N 500
static int hits[N];
static int singles;
static void work(void) {
#pragma omp for schedule(dynamic, 4)
    for (int i = 0; i < N; i++) hits[i]++;
#pragma omp single
    singles++;
#pragma omp barrier
}
int main(void) {
#pragma omp parallel
    work();
    for (int i = 0; i < N; i++) CHECK(hits[i] == 1);
    CHECK(singles == 1);
    work();
    for (int i = 0; i < N; i++) CHECK(hits[i] == 2);
    CHECK(singles == 2);
    CHECK_DONE();
}
