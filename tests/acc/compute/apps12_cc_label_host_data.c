/* Connected components by min-label propagation on an edge list, with the kernels in helper
 * functions that take device addresses, as codes mixing OpenACC with CUDA-style libraries write
 * them (spec 2.8 host_data use_device, 2.7.5 deviceptr, 2.12 atomic, 2.6.5 data): the driver
 * passes `use_device` pointers to helpers whose constructs say `deviceptr`; a hook step takes
 * the minimum label over each edge (labels read by `atomic read`, lowered by a
 * `__sync_val_compare_and_swap` loop, as CUDA codes write atomicMin; 2.12 has no min form), a
 * pointer-jumping step into a second array shortens the chains, and a `+` reduction counts the
 * changes until none are left. The number of components and the labels are checked against a
 * host union-find. */
#include <stdlib.h>
#include "check.h"
#define NV 2000
#define NE 1500

static int hook(int ne, const int *eu, const int *ev, int *lab)
{
    int changed = 0;
#pragma acc parallel loop reduction(+:changed) deviceptr(eu, ev, lab)
    for (int e = 0; e < ne; e++) {
        int a, b, old;
#pragma acc atomic read
        a = lab[eu[e]];
#pragma acc atomic read
        b = lab[ev[e]];
        if (a == b) continue;
        int hi = a > b ? a : b, lo = a < b ? a : b;
#pragma acc atomic read
        old = lab[hi];
        while (old > lo) {
            int prev = __sync_val_compare_and_swap(&lab[hi], old, lo);
            if (prev == old) { changed++; break; }
            old = prev;
        }
    }
    return changed;
}

static void jump(int n, int *lab, int *tmp)
{
#pragma acc parallel loop deviceptr(lab, tmp)
    for (int v = 0; v < n; v++) {
        int l = lab[v];
        while (lab[l] != l) l = lab[l];
        tmp[v] = l;
    }
#pragma acc parallel loop deviceptr(lab, tmp)
    for (int v = 0; v < n; v++) lab[v] = tmp[v];
}

static int find(int *p, int v) { while (p[v] != v) v = p[v] = p[p[v]]; return v; }

int main(void)
{
    int *eu = malloc(NE * sizeof(int)), *ev = malloc(NE * sizeof(int)), *lab = malloc(NV * sizeof(int));
    int *par = malloc(NV * sizeof(int)), *tmp = malloc(NV * sizeof(int));
    unsigned s = 8u;
    for (int e = 0; e < NE; e++) {
        s = s * 1664525u + 1013904223u; eu[e] = (s >> 8) % NV;
        s = s * 1664525u + 1013904223u; ev[e] = (s >> 8) % NV;
    }
    for (int v = 0; v < NV; v++) lab[v] = par[v] = v;
    int rounds = 0;
#pragma acc data copyin(eu[0:NE], ev[0:NE]) copy(lab[0:NV]) create(tmp[0:NV])
    {
#pragma acc host_data use_device(eu, ev, lab, tmp)
        {
            while (hook(NE, eu, ev, lab) > 0 && rounds < 100) {
                jump(NV, lab, tmp);
                rounds++;
            }
            jump(NV, lab, tmp);
        }
    }
    for (int e = 0; e < NE; e++) {
        int a = find(par, eu[e]), b = find(par, ev[e]);
        if (a != b) par[a > b ? a : b] = a < b ? a : b;
    }
    int comps = 0, hcomps = 0;
    for (int v = 0; v < NV; v++) {
        int r = find(par, v);
        CHECK(lab[v] == r); /* both label by the smallest vertex of the component */
        comps += lab[v] == v;
        hcomps += r == v;
    }
    CHECK(comps == hcomps && comps > 100 && comps < NV);
    CHECK(rounds >= 1 && rounds < 100);
    free(eu); free(ev); free(lab); free(par); free(tmp);
    CHECK_DONE();
}
