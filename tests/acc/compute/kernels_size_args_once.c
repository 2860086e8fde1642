// The num_gangs, num_workers and vector_length arguments of a kernels construct are
// evaluated once, when the construct is encountered (OpenACC 3.3, 2.5.3; 2.5.10-2.5.12),
// however many kernels its loops become: each kernel's launch evaluated them again, so a call
// ran once per kernel, and a variable the region changes gave the later kernels another value
// (on the host team, `vector_length(v)` with `v = 0;` between two loops stopped this valid
// program: "vector_length(v) is 0") (bug hunt 2026-11-29, restrictions, bug02).
#include <stdio.h>

static int calls;

static int count(int v) {
    calls++;
    return v;
}

int main(void) {
    int a[64];
    int v = 32;
    for (int i = 0; i < 64; i++)
        a[i] = 0;
#pragma acc kernels copy(a) num_gangs(count(2)) num_workers(count(1)) vector_length(count(32))
    {
        for (int i = 0; i < 64; i++)
            a[i] += 1;
        for (int i = 0; i < 64; i++)
            a[i] += 1;
        for (int i = 0; i < 64; i++)
            a[i] += 1;
    }
    if (calls != 3) {
        printf("FAIL: %d evaluations of three size arguments\n", calls);
        return 1;
    }
    // The host team shares `v` with the region: its second loop must still run.
#pragma acc kernels copy(a) vector_length(v) copyin(v)
    {
        for (int i = 0; i < 64; i++)
            a[i] += 1;
        v = 0;
        for (int i = 0; i < 64; i++)
            a[i] += 1;
    }
    // Per device type: each applying argument once.
    calls = 0;
#pragma acc kernels loop copy(a) device_type(host) num_gangs(count(2)) device_type(nvidia) num_gangs(count(4))
    for (int i = 0; i < 64; i++)
        a[i] += 1;
    if (calls < 1 || calls > 2) {
        printf("FAIL: %d evaluations of the per-device num_gangs\n", calls);
        return 1;
    }
    for (int i = 0; i < 64; i++) {
        if (a[i] != 6) {
            printf("FAIL: a[%d] = %d\n", i, a[i]);
            return 1;
        }
    }
    printf("ok\n");
    return 0;
}
