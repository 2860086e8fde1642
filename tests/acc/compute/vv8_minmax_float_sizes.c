/* OpenACC 3.3, 2.5.15 reduction max/min on float (NaN-free data, written with fmaxf/fminf,
 * a conditional and an if) and on pointer-sized integers (size_t, ptrdiff_t, uintptr_t), on
 * parallel loop gang worker vector, kernels loop and a serial region's loop; plus an unsigned
 * int + reduction that wraps modulo 2^32 (C11 6.2.5p9). */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include "check.h"
#define N 513
static float f[N];
static size_t s[N];
static ptrdiff_t pd[N];
static uintptr_t up[N];
int main(void) {
    for (int i = 0; i < N; i++) {
        f[i] = (float)((i * 71) % 199) * 0.25f - 20.0f;
        s[i] = (size_t)((i * 2654435761u) % 100000u) + ((size_t)1 << 33);
        pd[i] = (ptrdiff_t)(i * 31 % 97) - 50;
        up[i] = (uintptr_t)&f[i];
    }
    float fmx = -INFINITY, fmn = INFINITY, cmx = -1e30f, imn = 1e30f;
    float rmx = -INFINITY, rmn = INFINITY;
    for (int i = 0; i < N; i++) {
        rmx = f[i] > rmx ? f[i] : rmx;
        rmn = f[i] < rmn ? f[i] : rmn;
    }
#pragma acc parallel loop gang worker vector copyin(f) reduction(max:fmx, cmx) reduction(min:fmn, imn)
    for (int i = 0; i < N; i++) {
        fmx = fmaxf(fmx, f[i]);
        fmn = fminf(f[i], fmn);
        cmx = cmx < f[i] ? f[i] : cmx;
        if (f[i] < imn) imn = f[i];
    }
    CHECK(fmx == rmx && cmx == rmx && fmn == rmn && imn == rmn);
    size_t smx = 0, smn = SIZE_MAX, rsmx = 0, rsmn = SIZE_MAX;
    ptrdiff_t pmx = PTRDIFF_MIN, pmn = PTRDIFF_MAX;
    for (int i = 0; i < N; i++) {
        rsmx = s[i] > rsmx ? s[i] : rsmx;
        rsmn = s[i] < rsmn ? s[i] : rsmn;
    }
#pragma acc kernels loop copyin(s, pd) reduction(max:smx, pmx) reduction(min:smn, pmn)
    for (int i = 0; i < N; i++) {
        smx = smx > s[i] ? smx : s[i];
        smn = smn < s[i] ? smn : s[i];
        pmx = pd[i] > pmx ? pd[i] : pmx;
        pmn = pd[i] < pmn ? pd[i] : pmn;
    }
    CHECK(smx == rsmx && smn == rsmn);
    CHECK(pmx == 46 && pmn == -50);
    uintptr_t umx = 0, umn = UINTPTR_MAX;
    unsigned usum = 4000000000u, usum_ref = 4000000000u;
    for (int i = 0; i < N; i++) usum_ref += (unsigned)s[i] * 977u;
#pragma acc serial copyin(up, s) copy(umx, umn, usum)
    {
#pragma acc loop reduction(max:umx) reduction(min:umn) reduction(+:usum)
        for (int i = 0; i < N; i++) {
            umx = up[i] > umx ? up[i] : umx;
            umn = up[i] < umn ? up[i] : umn;
            usum += (unsigned)s[i] * 977u;
        }
    }
    CHECK(umx == (uintptr_t)&f[N - 1] && umn == (uintptr_t)&f[0]);
    CHECK(usum == usum_ref);
    CHECK_DONE();
}
