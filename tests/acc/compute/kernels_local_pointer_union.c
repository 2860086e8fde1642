/* kernels (2.5.3, 2.6.2): a union of object pointers only, declared inside a `kernels`
 * construct (`union P { int *ip; const int *cp; } u = { e };`), used by its kernels and stored
 * into by one (`u.ip = f;`). Whichever member is live, the union's bytes are one pointer, of
 * one representation for every object type, so it is translated to the device copy of its
 * target as a pointer variable is, through its first member, before each kernel and back
 * after it. Before the fix every union holding a pointer made the construct run on the host
 * only (a warning; stopping under emul and on a GPU). A union with a member of another type
 * (`union { int *p; long x; }`) stays host-only: its bytes may be an integer. Results are
 * compared with the same code run as plain C. */
#include "check.h"
#define N 16

union P { int *ip; const int *cp; };
union Q { double *d; void *v; };

int main(void) {
    int e[N], f[N], re[N], rf[N];
    double x[N], rx[N];
    for (int i = 0; i < N; i++) {
        e[i] = re[i] = i;
        f[i] = rf[i] = 100 + i;
        x[i] = rx[i] = 0.25 * i;
    }
#pragma acc kernels copy(e, f, x)
    {
        union P u = { e };
        union Q q;
        q.v = x;
        for (int i = 0; i < N; i++)
            u.ip[i] += 1;               /* e */
        u.ip = f;                       /* a kernel of one thread stores the union */
        for (int i = 0; i < N; i++)
            u.ip[i] += u.cp[i] / 10;    /* f, read through the other member */
        for (int i = 0; i < N; i++)
            q.d[i] *= 2.0;              /* read only */
    }
    for (int i = 0; i < N; i++) {
        re[i] += 1;
        rf[i] += rf[i] / 10;
        rx[i] *= 2.0;
    }
    for (int i = 0; i < N; i++) CHECK(e[i] == re[i] && f[i] == rf[i] && x[i] == rx[i]);
    printf("e[3] = %d, f[3] = %d, x[3] = %g\n", e[3], f[3], x[3]);
    CHECK_DONE();
}
