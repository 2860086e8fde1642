/* OpenACC 3.3, 2.15.1 routine directive: a seq routine holding a static const lookup table
 * (file-scope data a routine reads needs declare, 2.15.1 restrictions, but a function-scope
 * static const table is part of the routine); compound literals and designated initialisers
 * (C11 6.5.2.5, 6.7.9) in a compute region; sizeof of a VLA evaluated in the region
 * (C11 6.5.3.4p2, the size is the runtime one) with the VLA bound firstprivate (2.5.1). */
#include "check.h"
#define N 96
struct pt { int x, y, z; };
#pragma acc routine seq
static int popcount8(unsigned v) {
    static const unsigned char tbl[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return tbl[v & 15u] + tbl[(v >> 4) & 15u];
}
#pragma acc routine seq
static int weight(int k) {
    static const struct pt w[] = {[2] = {.z = 5, .x = 1}, [0] = {7, 8, 9}, [1].y = 3};
    const struct pt *p = &w[k % 3];
    return p->x + 2 * p->y + 4 * p->z;
}
int main(int argc, char **argv) {
    (void)argv;
    int n = 10 + argc; /* 11 at run time */
    int pc[N], wt[N], lit[N], des[N];
    size_t szv[N];
#pragma acc parallel loop copyout(pc, wt, lit, des, szv)
    for (int i = 0; i < N; i++) {
        pc[i] = popcount8((unsigned)i * 37u);
        wt[i] = weight(i);
        struct pt q = (struct pt){.y = i, .x = -i};
        int *row = (int[4]){i, i + 1, [3] = i * 3};
        lit[i] = q.x + q.y + q.z + row[0] + row[1] + row[2] + row[3];
        int arr[8] = {[5] = 2, [1] = i, 4};
        des[i] = arr[1] * 100 + arr[2] * 10 + arr[5] + arr[7];
        double vla[n];
        vla[0] = i;
        szv[i] = sizeof vla + sizeof(int[n][2]) + (size_t)vla[0] * 0;
    }
    for (int i = 0; i < N; i++) {
        unsigned v = (unsigned)i * 37u;
        int c = 0;
        for (int b = 0; b < 8; b++) c += (v >> b) & 1u;
        CHECK(pc[i] == c);
        static const int we[3] = {7 + 16 + 36, 6, 1 + 20};
        CHECK(wt[i] == we[i % 3]);
        CHECK(lit[i] == 5 * i + 1);
        CHECK(des[i] == i * 100 + 40 + 2);
        CHECK(szv[i] == (size_t)n * sizeof(double) + (size_t)n * 2 * sizeof(int));
    }
    CHECK_DONE();
}
