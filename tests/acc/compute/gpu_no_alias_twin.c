/* A kernel whose read-only pointers point into other mappings than its written ones runs as
 * its `_na` twin, where they are `const __restrict__` (issue 10: PolyBench symm's column walk
 * ran 1.72x faster so on the H200; cuda/kernel.rs `no_alias_split`, the runtime's
 * `__oxacc_no_alias`). When a read-only pointer shares a mapping with a written one (here the
 * same array), the plain kernel runs, and each column's walk reads what its earlier
 * iterations stored. The launch events' kernel names (5.2.2) say which kernel ran. The grid
 * covers the 40 columns, so both are the one-pass forms (`_1p_na`, `_1p`): a `_na` twin
 * with the grid-stride loop ran PolyBench mvt slower than the plain one-pass kernel (H200). */
#include <openacc.h>
#include <acc_prof.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#define R 24
#define C 40
static char last[128];
static int launches;
static int not_one_pass; /* launches of a GPU kernel that is not a one-pass form */

static void on_launch(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ai;
    const char *k = ei->launch_event.kernel_name;
    snprintf(last, sizeof last, "%s", k ? k : "");
    launches++;
}

/* 1 when the last kernel launched was a `_na` twin, 0 when it was not, -1 when no GPU kernel
 * ran (the host team's launches have names of their own). */
static int twin_ran(void)
{
    int none = launches == 0 || strncmp(last, "__oxacc_k_", 10) != 0;
    launches = 0;
    if (none)
        return -1;
    size_t n = strlen(last);
    if (!strstr(last, "_1p"))
        not_one_pass++;
    return n > 3 && strcmp(last + n - 3, "_na") == 0;
}

/* symm's shape (OpenACC 3.3, 2.9: the columns are independent; rows walked in order) */
static void walk(double *c, double *b, double *a)
{
#pragma acc parallel loop present(c[0:R * C], b[0:R * C], a[0:R * R])
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++) {
            double t = 0;
            for (int k = 0; k < i; k++) {
                c[k * C + j] += 0.5 * b[i * C + j] * a[i * R + k];
                t += b[k * C + j] * a[i * R + k];
            }
            c[i * C + j] = 1.5 * c[i * C + j] + t;
        }
}

static double sum(const double *x, int n)
{
    double s = 0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    static double a[R * R], b[R * C], c[R * C], d[R * C];
    acc_prof_register(acc_ev_enqueue_launch_start, on_launch, acc_reg);
    for (int i = 0; i < R * R; i++)
        a[i] = (i % 7) * 0.125;
    for (int i = 0; i < R * C; i++) {
        b[i] = (i % 5) * 0.25;
        c[i] = d[i] = (i % 3) * 0.5;
    }
    int bad = 0;
#pragma acc data copyin(a, b) copy(c, d)
    {
        walk(c, b, a); /* apart: the twin */
        int t1 = twin_ran();
        walk(d, d, a); /* b is the written array itself: the plain kernel */
        int t2 = twin_ran();
        walk(c, b, a); /* apart again (the launch site's memo is for d, d now) */
        int t3 = twin_ran();
        if (t1 != -1 && (t1 != 1 || t2 != 0 || t3 != 1)) {
            printf("kernels: %d %d %d (want 1 0 1)\n", t1, t2, t3);
            bad = 1;
        }
        if (not_one_pass) {
            printf("%d launches not one-pass (last %s)\n", not_one_pass, last);
            bad = 1;
        }
    }
    /* The same walks on the host. */
    static double hc[R * C], hd[R * C];
    for (int i = 0; i < R * C; i++)
        hc[i] = hd[i] = (i % 3) * 0.5;
    for (int rep = 0; rep < 2; rep++)
        for (int j = 0; j < C; j++)
            for (int i = 0; i < R; i++) {
                double t = 0;
                for (int k = 0; k < i; k++) {
                    hc[k * C + j] += 0.5 * b[i * C + j] * a[i * R + k];
                    t += b[k * C + j] * a[i * R + k];
                }
                hc[i * C + j] = 1.5 * hc[i * C + j] + t;
            }
    for (int j = 0; j < C; j++)
        for (int i = 0; i < R; i++) {
            double t = 0;
            for (int k = 0; k < i; k++) {
                hd[k * C + j] += 0.5 * hd[i * C + j] * a[i * R + k];
                t += hd[k * C + j] * a[i * R + k];
            }
            hd[i * C + j] = 1.5 * hd[i * C + j] + t;
        }
    for (int i = 0; i < R * C; i++)
        if (fabs(c[i] - hc[i]) > 1e-9 * fmax(1.0, fabs(hc[i])) || fabs(d[i] - hd[i]) > 1e-9 * fmax(1.0, fabs(hd[i]))) {
            printf("element %d: %g %g (want %g %g)\n", i, c[i], d[i], hc[i], hd[i]);
            bad = 1;
            break;
        }
    printf("c %.6f d %.6f\n", sum(c, R * C), sum(d, R * C));
    return bad;
}
