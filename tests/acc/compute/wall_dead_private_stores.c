// cflags: -Wall -Wextra
/* A store to a region's private or firstprivate copy that nothing reads afterwards is dead by
 * the spec (2.5.x, 2.6.2: a scalar assigned in a serial or parallel construct is firstprivate;
 * 2.5.13, 2.9.10: private copies), and the user's own function, which reads the variable after
 * the construct, draws no warning. The copies oxacc declares in its generated region functions
 * drew gcc's "variable 'total' set but not used [-Wunused-but-set-variable]" about
 * `__oxacc_region_sum3_1` with -Wall -Wextra: cc must warn about none of the generated code.
 * (The results below are those of the spec: the stores are lost.) */
#include "check.h"

static long sum3(const long *v) {
    long total = 0;
#pragma acc serial copyin(v[0:3])
    {
        total = v[0] + v[1] + v[2];
    }
    return total;
}

int main(void) {
    long v[3] = {1, 2, 3};
    int a[16], x = 5, y = 6, t = 0, arr[4] = {1, 2, 3, 4};
    double d = 1.5;
    CHECK(sum3(v) == 0);
#pragma acc parallel num_gangs(1) firstprivate(x) private(y)
    {
        x = 1;
        y = 2;
    }
#pragma acc parallel loop private(t) copyout(a)
    for (int i = 0; i < 16; i++) {
        a[i] = i;
        t = i;
    }
#pragma acc parallel num_gangs(1) firstprivate(arr, d)
    {
        arr[0] = 9;
        d = 2.5;
    }
#pragma acc kernels
    {
        d = 3.5;
    }
    CHECK(x == 5 && y == 6 && t == 0 && arr[0] == 1);
    CHECK(a[15] == 15);
    CHECK(d == 3.5); /* kernels: a scalar is copy (2.6.2) */
    CHECK_DONE();
}
