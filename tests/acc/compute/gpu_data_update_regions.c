/* OpenACC 3.3, 2.6.5 (data construct), 2.7 (data clauses), 2.14.4 (update directive) and 2.7.10
 * (present) on a discrete-memory device: device data that persists across compute regions of a
 * data construct, host changes sent with update device (whole array and a section), device
 * results brought back with update self (a section) before the data construct ends, an update
 * with an if clause, present and default(present) compute regions, copyin data the device
 * changes (the host copy unchanged at the end), create data initialised on the device. */
#include "gpu_check.h"

enum { N = 2000 };

/* a[i] at the end: on a discrete device the host's -i reached the device only for [100, 300);
 * on the host device (shared memory) every element was -i. */
static float want_a(int i) { return (!on_device() || (i >= 100 && i < 300) ? -i : i) + 2.0f * i; }

int main(void) {
    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = -1;
        c[i] = 7;
    }
#pragma acc data copy(a) copyin(c) create(b)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++) b[i] = a[i] * 2;
        for (int i = 0; i < N; i++) a[i] = -i; /* host only */
#pragma acc update device(a[100:200])
#pragma acc parallel loop default(present)
        for (int i = 0; i < N; i++) a[i] = a[i] + b[i];
#pragma acc update self(a[0:N / 2])
        for (int i = 0; i < N / 2; i++) CHECK(a[i] == want_a(i));
        if (on_device()) CHECK(a[N - 1] == -(N - 1));
        int no = 0;
#pragma acc update self(a) if(no)
        if (on_device()) CHECK(a[N - 1] == -(N - 1));
#pragma acc parallel loop present(c)
        for (int i = 0; i < N; i++) c[i] += 1;
#pragma acc update self(b) if(no + 1)
        for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == want_a(i));
        CHECK(c[i] == (on_device() ? 7 : 8));
    }
    CHECK_DONE();
}
