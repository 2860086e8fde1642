/* OpenMP 2.0 A.17: nestable locks protecting a pair updated by nested calls. */
#include "check.h"
struct pair { int a, b; omp_nest_lock_t lck; };
static void incr_a(struct pair *p, int a) { omp_set_nest_lock(&p->lck); p->a += a; omp_unset_nest_lock(&p->lck); }
static void incr_b(struct pair *p, int b) { omp_set_nest_lock(&p->lck); p->b += b; omp_unset_nest_lock(&p->lck); }
static void incr_pair(struct pair *p, int a, int b) {
    omp_set_nest_lock(&p->lck);
    incr_a(p, a);
    incr_b(p, b);
    omp_unset_nest_lock(&p->lck);
}
int main(void) {
    struct pair p = {0, 0};
    omp_init_nest_lock(&p.lck);
#pragma omp parallel sections
    {
#pragma omp section
        for (int k = 0; k < 300; k++) incr_pair(&p, 1, 2);
#pragma omp section
        for (int k = 0; k < 300; k++) incr_b(&p, 3);
    }
    omp_destroy_nest_lock(&p.lck);
    CHECK(p.a == 300 && p.b == 300 * 2 + 300 * 3);
    CHECK_DONE();
}
