/* A static local of the function is one object for every call (C11 6.2.4p3) and is shared in
 * a parallel region of the function (OpenMP 2.0, 2.7.2: variables with static storage
 * duration are shared): a region that only reads it must still see a write made during the
 * region by a function it calls (here the same function, recursively), as gcc does. The
 * region reaches it by address, never through a copy taken at the region's start. */
#include "check.h"
static int f(int depth) {
    static int counter = 0;
    static double scale = 1.0;
    int seen = -1;
    double seen_scale = 0.0;
    if (depth == 1) {
        counter = 42;
        scale = 2.5;
        return 0;
    }
#pragma omp parallel num_threads(2)
    {
#pragma omp master
        {
            f(1);
            seen = counter;
            seen_scale = scale;
        }
    }
    return seen == 42 && seen_scale == 2.5;
}
/* A block-scope extern declaration names the file-scope object: the same rule. */
int g_value;
static void set_g(void) { g_value = 7; }
static int h(void) {
    extern int g_value;
    int seen = -1;
#pragma omp parallel num_threads(2)
    {
#pragma omp master
        {
            set_g();
            seen = g_value;
        }
    }
    return seen == 7;
}
int main(void) {
    CHECK(f(0));
    CHECK(h());
    CHECK_DONE();
}
