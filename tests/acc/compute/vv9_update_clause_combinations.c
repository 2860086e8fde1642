/* OpenACC 3.3, 2.14.4 (update directive): self, host and device clauses with several vars
 * and sections in one directive, together with if (run-time value), if_present (absent
 * vars skipped, present ones moved), async and wait; a struct member section and a whole
 * struct; an update with if false moves nothing (V&V update_if, update_if_present,
 * update_async_wait, update_host). */
#include <openacc.h>
#include "check.h"
#define N 400
typedef struct {
    int n;
    float v[N];
} box_t;
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static float a[N], b[N], absent[N];
    static box_t s;
    s.n = N;
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = -i;
        absent[i] = 7;
        s.v[i] = 0.5f * i;
    }
#pragma acc enter data copyin(a, b, s)
#pragma acc parallel loop present(a, b, s) async(1)
    for (int i = 0; i < N; i++) {
        a[i] += 1;
        b[i] -= 1;
        s.v[i] *= 2;
    }
    int yes = 1, no = 0;
    /* if false: nothing moves (the region has finished once the wait below is done) */
#pragma acc wait(1)
#pragma acc update self(a, b) if(no)
    CHECK(shared || (a[3] == 3 && b[3] == -3));
    /* if_present with an absent array among present ones, async on 2 after 1, a section */
#pragma acc update self(a[0:N/2], absent, b) host(s.v[10:20]) if_present if(yes) async(2) wait(1)
#pragma acc wait(2)
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == (i < N / 2 || shared ? i + 1 : i));
        CHECK(b[i] == -i - 1);
        CHECK(absent[i] == 7);
        CHECK(s.v[i] == ((i >= 10 && i < 30) || shared ? 1.0f * i : 0.5f * i));
    }
    /* device updates: the whole struct and a section with async, then a region reads them */
    for (int i = 0; i < N; i++) {
        s.v[i] = 3;
        a[i] = 10;
    }
    s.n = N / 4;
#pragma acc update device(s, a[N/2:N/2], absent) if_present async(3)
#pragma acc parallel loop present(a, s) async(3)
    for (int i = 0; i < N; i++) a[i] = a[i] + s.v[i] + (i < s.n);
#pragma acc update self(a) async(3)
#pragma acc wait(3)
    for (int i = 0; i < N; i++)
        CHECK(a[i] == (i < N / 2 && !shared ? i + 1 : 10) + 3 + (i < N / 4));
#pragma acc exit data delete(a, b, s)
    CHECK_DONE();
}
