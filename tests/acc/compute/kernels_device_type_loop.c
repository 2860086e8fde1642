/* OpenACC 3.3, 2.4: the clauses after a device_type clause apply only to the device types it
 * names, so in a kernels construct the NVIDIA kernels follow the clauses for nvidia and the
 * host team those for host, as the same loops in a parallel construct do.
 * `loop device_type(nvidia) gang vector device_type(host) seq` made the NVIDIA kernel one
 * thread ("Loop marked seq", "Accelerator serial kernel generated"): the kernels analysis
 * read the host's clauses. The .minfo pins the NVIDIA schedule (gang, vector); the host team
 * runs a loop its clauses mark seq in sequence (2.9.5), the top loop of a kernel on one
 * thread. Results are checked on every device type (reductions the analysis finds included). */
#include "check.h"
#define N 777
static int a[N], b[N], d[N], c[64][300];
int main(void) {
    long sum = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; d[i] = 0; }
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 300; i++) c[j][i] = j;
#pragma acc kernels copyin(a) copy(b, c, d, sum)
    {
#pragma acc loop device_type(nvidia) gang vector device_type(host) seq
        for (int i = 0; i < N; i++) b[i] = a[i] + 1;
        /* An auto loop on NVIDIA (the analysis finds the sum), seq on the host. */
#pragma acc loop device_type(host) seq
        for (int i = 0; i < N; i++) sum += a[i];
#pragma acc loop gang
        for (int j = 0; j < 64; j++) {
#pragma acc loop device_type(nvidia) vector device_type(host) seq
            for (int i = 0; i < 300; i++) c[j][i] += i;
        }
        /* The other way round: seq for NVIDIA is honoured (one-thread kernel). */
#pragma acc loop device_type(nvidia) seq device_type(host) independent
        for (int i = 0; i < N; i++) d[i] = 2 * a[i];
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
    for (int i = 0; i < N; i++) CHECK(d[i] == 2 * i);
    CHECK(sum == (long)N * (N - 1) / 2);
    for (int j = 0; j < 64; j++)
        for (int i = 0; i < 300; i++) CHECK(c[j][i] == j + i);
    CHECK_DONE();
}
