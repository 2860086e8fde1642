/* num_gangs sets the number of gangs that execute a parallel region (OpenACC 3.3, 2.5.10), and
 * code outside gang loops runs once per gang (gang-redundant mode, 2.2.1): with num_gangs(n),
 * a region's `s += 1` under reduction(+:s) adds n, whatever the device. On the host the team
 * runs n gangs even when it has fewer threads (each thread then runs several gangs in turn);
 * before, it ran min(n, threads) gangs and the 2-core CI gave 12 for 14. Gang loops, orphaned
 * gang loops in a routine (2.9.2, 2.15.1), array reductions (2.5.15) and a num_gangs far above
 * any thread count are checked too. */
#include "check.h"

#pragma acc routine gang
static void fill(int *v, int n, int tag) {
#pragma acc loop gang
    for (int i = 0; i < n; i++) v[i] = tag + i;
}

static int gangs(int n) { return n; }

int main(void) {
    int s = 0;
#pragma acc parallel num_gangs(4) reduction(+:s)
    {
        s += 1;
        s += 10;
    }
    CHECK(s == 44);

    /* Several gangs per thread on any machine of fewer than 37 cores; every operator. */
    int sum = 0, prod = 1, cnt = 0;
    int mx = -1, mn = 1000;
    long bits = 0;
#pragma acc parallel num_gangs(gangs(37)) reduction(+:sum) reduction(*:prod) reduction(max:mx) reduction(min:mn) reduction(|:bits) reduction(+:cnt)
    {
        sum += 2;
        prod *= (cnt == 0) ? 1 : 1;
        cnt++;
        mx = mx > 7 ? mx : 7;
        mn = mn < 3 ? mn : 3;
        bits |= 1L << 5;
    }
    CHECK(sum == 74);
    CHECK(cnt == 37);
    CHECK(prod == 1);
    CHECK(mx == 7 && mn == 3);
    CHECK(bits == 32);

    /* A gang loop inside a region of many gangs covers every iteration once, and the
     * gang-redundant count beside it is the gang count. */
    static int a[1000];
    int redundant = 0;
#pragma acc parallel num_gangs(50) copy(a) reduction(+:redundant)
    {
        redundant++;
#pragma acc loop gang
        for (int i = 0; i < 1000; i++) a[i] += i;
    }
    CHECK(redundant == 50);
    for (int i = 0; i < 1000; i++) CHECK(a[i] == i);

    /* An orphaned gang loop in a gang routine divides among the region's gangs. */
    static int b[300];
#pragma acc parallel num_gangs(24) copy(b)
    fill(b, 300, 5);
    for (int i = 0; i < 300; i++) CHECK(b[i] == 5 + i);

    /* An array reduction with more gangs than threads: each gang adds its part once. */
    int h[3] = {0, 0, 0};
#pragma acc parallel num_gangs(19) reduction(+:h)
    {
        h[0] += 1;
        h[2] += 3;
    }
    CHECK(h[0] == 19 && h[1] == 0 && h[2] == 57);

    /* Many gangs: the partials are per thread, so this needs no memory per gang. */
    long big = 0;
#pragma acc parallel num_gangs(200000) reduction(+:big)
    big += 1;
    CHECK(big == 200000);

    /* num_gangs(1) and no clause still work. */
    int one = 0;
#pragma acc parallel num_gangs(1) reduction(+:one)
    one++;
    CHECK(one == 1);
    CHECK_DONE();
}
