/* OpenACC 3.3, 2.13 declare at file scope (create, copyin, device_resident, link) used from
 * functions: update directives and the acc_update_device/acc_update_self routines (3.2.20)
 * on the declared data inside the functions, acc_is_present/acc_deviceptr on them, routines
 * (2.15.1: a routine may reference a declare'd global) reading and writing them, and a link
 * global made present by a data construct and by enter data around routine calls: V&V
 * declare_create, declare_copyin, declare_link, declare_device_resident. */
#include <openacc.h>
#include "check.h"
#define n 200
int gcr[n];
#pragma acc declare create(gcr)
double gci[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma acc declare copyin(gci)
int gscale;
#pragma acc declare create(gscale)
long gres[n];
#pragma acc declare device_resident(gres)
float glk[n];
#pragma acc declare link(glk)
#pragma acc routine seq
static int scaled(int i) { return gcr[i] * gscale + (int)gci[i % 8]; }
#pragma acc routine seq
static void put_res(int i, long v) { gres[i] = v; }
#pragma acc routine seq
static long get_res(int i) { return gres[i]; }
#pragma acc routine seq
static float link_at(int i) { return glk[i] * 2; }
static void set_scale(int s) {
    gscale = s;
#pragma acc update device(gscale)
}
static void fill(int k) {
    for (int i = 0; i < n; i++) gcr[i] = i + k;
    acc_update_device(gcr, sizeof gcr);
}
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    int out[n];
    long lo[n];
    CHECK(acc_is_present(gcr, sizeof gcr) && acc_is_present(gci, sizeof gci));
    CHECK(acc_deviceptr(&gcr[5]) == (int *)acc_deviceptr(gcr) + 5);
    for (int round = 1; round <= 2; round++) {
        set_scale(round);
        fill(round * 10);
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < n; i++) { out[i] = scaled(i); put_res(i, (long)out[i] * 2); }
        for (int i = 0; i < n; i++) CHECK(out[i] == (i + round * 10) * round + (int)gci[i % 8]);
#pragma acc parallel loop copyout(lo)
        for (int i = 0; i < n; i++) lo[i] = get_res(i) + 1;
        for (int i = 0; i < n; i++) CHECK(lo[i] == 2L * out[i] + 1);
    }
    /* device writes to a declare create global, read back through the routine */
#pragma acc parallel loop
    for (int i = 0; i < n; i++) gcr[i] = -i;
    for (int i = 0; i < n; i++) gcr[i] = 7; /* host copy */
    acc_update_self(gcr + 10, 5 * sizeof(int));
    CHECK(gcr[10] == (is_host ? 7 : -10) && gcr[14] == (is_host ? 7 : -14) && gcr[15] == 7);
#pragma acc update self(gcr[100:1])
    CHECK(gcr[100] == (is_host ? 7 : -100));
    /* link: present through data and enter data */
    for (int i = 0; i < n; i++) glk[i] = i * 0.5f;
#pragma acc data copyin(glk)
    {
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < n; i++) out[i] = (int)link_at(i);
    }
    for (int i = 0; i < n; i++) CHECK(out[i] == i);
#pragma acc enter data copyin(glk[0:n])
    for (int i = 0; i < n; i++) glk[i] = 1;
#pragma acc update device(glk[0:n/2])
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < n; i++) out[i] = (int)link_at(i);
#pragma acc exit data delete(glk[0:n])
    for (int i = 0; i < n; i++) CHECK(out[i] == (i < n / 2 || is_host ? 2 : i));
    CHECK_DONE();
}
