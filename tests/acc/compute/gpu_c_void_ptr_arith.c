/* GNU C arithmetic on void pointers (gcc: sizeof(void) is 1, pointer arithmetic counts
 * bytes) in a kernel and a routine: v + n, n + v, v - n, v - w, v += n, v -= n, ++ and --,
 * const void pointers too. C++ has no arithmetic on void pointers: NVRTC rejected the CUDA
 * the writer produced ("expression must be a pointer to a complete object type"). */
#include "check.h"

#pragma acc routine seq
static int at(const void *base, long off) { return *(const int *)(base + off); }

int main(void) {
    int arr[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
    long r[8];
#pragma acc parallel num_gangs(1) copyin(arr) copyout(r)
    {
        void *v = arr, *w = arr;
        v += 4;
        v += 8;
        r[0] = *(int *)v;               /* 3 */
        v++;
        v--;
        v = v + 4;
        r[1] = *(int *)v;               /* 4 */
        v -= 4;
        r[2] = v - w;                   /* 12 */
        ++v;
        --v;
        r[3] = *(int *)(8 + v);         /* 5 */
        const void *c = arr;
        r[4] = *(const int *)(c + 28);  /* 7 */
        r[5] = at(arr, 4 * 6);          /* 6 */
        void *p = v - 12;
        r[6] = *(int *)p;               /* 0 */
        unsigned k = 8;
        r[7] = *(int *)(w + k);         /* 2 */
    }
    const long want[8] = { 3, 4, 12, 5, 7, 6, 0, 2 };
    for (int i = 0; i < 8; i++) CHECK(r[i] == want[i]);
    CHECK_DONE();
}
