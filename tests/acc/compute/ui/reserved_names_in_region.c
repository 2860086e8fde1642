/* C11 7.1.3: names beginning with two underscores are reserved for the implementation, and
 * oxacc's generated host C and CUDA declare such names where a compute region's values are
 * taken (`__oxacc_ngv0` for num_gangs, `__d_a` for the device address of `a`, `__n0` for a
 * loop's trip count). A program variable of one of those names was silently shadowed (host
 * team and emul printed other sums than plain C) or redeclared (NVRTC: "duplicate parameter
 * name"). Now a located error at the region's first use of each such variable. */
#include <stdio.h>

int main(void) {
    int a[16], g = 4;
    int __oxacc_ngv0 = 2, __d_a = 6, __v_g = 1, ok_name = 3;
#pragma acc parallel loop num_gangs(g) copyout(a)
    for (int i = 0; i < 16; i++)
        a[i] = i + __oxacc_ngv0 + __d_a + __v_g + ok_name + __oxacc_ngv0;
    int __n0 = 8, s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < __n0; i++)
        s += i;
    printf("%d %d\n", a[3], s);
    return 0;
}
