/* OpenACC 3.3, 2.5.6 (if clause) and 2.5.7 (self clause) on a discrete-memory device: "When the
 * condition in the if clause evaluates to false, the local thread will execute the region" —
 * on the host's copies of the data, while the device copies made by an enclosing data
 * construct are untouched; with a true condition the region works on the device copies. The
 * data construct's copyout at its end then overwrites the host's values. self(true) runs on the
 * host, self(false) on the device. */
#include "gpu_check.h"

enum { N = 1000 };

int main(void) {
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    int on = 1, off = 0;
#pragma acc data copy(a)
    {
#pragma acc parallel loop if(off)
        for (int i = 0; i < N; i++) a[i] += 1000; /* host copy */
#pragma acc parallel loop if(on)
        for (int i = 0; i < N; i++) a[i] *= 2;    /* device copy */
        if (on_device()) CHECK(a[10] == 1010);
#pragma acc parallel loop self(on)
        for (int i = 0; i < N; i++) a[i] += 1;    /* host copy */
#pragma acc parallel loop self(off)
        for (int i = 0; i < N; i++) a[i] += 3;    /* device copy */
        if (on_device()) CHECK(a[10] == 1011);
    }
    /* device: (i * 2) + 3; host device: ((i + 1000) * 2 + 1) + 3 */
    for (int i = 0; i < N; i++) CHECK(a[i] == (on_device() ? i * 2 + 3 : (i + 1000) * 2 + 4));

    /* if(false) with a reduction and a scalar: the host computes it */
    long s = 0;
#pragma acc parallel loop if(off) reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
    long want = 0;
    for (int i = 0; i < N; i++) want += a[i];
    CHECK(s == want);
    CHECK_DONE();
}
