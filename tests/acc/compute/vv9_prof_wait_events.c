/* OpenACC 3.3, 5.1.10 (wait events): an acc_ev_wait_start / acc_ev_wait_end pair for each
 * relevant queue, with the queue in the async field; implicit is 0 for an explicit wait
 * directive and for a wait clause on a synchronous construct; a wait directive's events
 * carry its line number and parent_construct acc_construct_wait, the acc_wait routine's
 * acc_construct_runtime_api. (Its implicit field is not checked: 5.1.10 says "for all
 * other wait events, the implicit field ... will be 1", 5.2.2 that it is "zero when the
 * event is triggered by ... a call to a runtime API routine"; oxacc follows 5.2.2.) */
#include <acc_prof.h>
#include <openacc.h>
#include "check.h"
#define N 256
#define MAXEV 64
typedef struct {
    acc_event_t type;
    int implicit, line;
    long async;
    acc_construct_t parent;
} ev_t;
static ev_t evs[MAXEV];
static int nev;
static void record(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
    (void)ai;
    if (nev >= MAXEV) return;
    ev_t *e = &evs[nev++];
    e->type = pi->event_type;
    e->line = pi->line_no;
    e->async = (long)pi->async;
    e->implicit = ei->other_event.implicit;
    e->parent = ei->other_event.parent_construct;
}
/* the start event for queue q, or -1 */
static int start_for(long q) {
    for (int i = 0; i < nev; i++)
        if (evs[i].type == acc_ev_wait_start && evs[i].async == q) return i;
    return -1;
}
static int end_after(int s, long q) {
    for (int i = s + 1; i < nev; i++)
        if (evs[i].type == acc_ev_wait_end && evs[i].async == q) return i;
    return -1;
}
int main(void) {
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = i;
    acc_prof_register(acc_ev_wait_start, record, acc_reg);
    acc_prof_register(acc_ev_wait_end, record, acc_reg);
#pragma acc enter data copyin(a)
#pragma acc parallel loop present(a) async(1)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop present(a) async(2) wait(1)
    for (int i = 0; i < N; i++) a[i] *= 2;
    nev = 0;
    int lw = __LINE__ + 1;
#pragma acc wait(1, 2)
    for (long q = 1; q <= 2; q++) {
        int s = start_for(q);
        int e = s >= 0 ? end_after(s, q) : -1;
        CHECK(s >= 0 && e > s);
        if (s >= 0) {
            CHECK(evs[s].implicit == 0 && evs[s].line == lw);
            CHECK(evs[s].parent == acc_construct_wait);
        }
    }
    /* a wait clause on a synchronous construct: explicit, implicit 0 */
#pragma acc parallel loop present(a) async(3)
    for (int i = 0; i < N; i++) a[i] -= 1;
    nev = 0;
#pragma acc update self(a) wait(3)
    {
        int s = start_for(3);
        CHECK(s >= 0 && end_after(s, 3) > s);
        if (s >= 0) CHECK(evs[s].implicit == 0);
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * (i + 1) - 1);
    /* the acc_wait routine */
#pragma acc parallel loop present(a) async(4)
    for (int i = 0; i < N; i++) a[i] = 0;
    nev = 0;
    acc_wait(4);
    {
        int s = start_for(4);
        CHECK(s >= 0 && end_after(s, 4) > s);
        if (s >= 0) CHECK(evs[s].parent == acc_construct_runtime_api);
    }
    acc_prof_unregister(acc_ev_wait_start, record, acc_reg);
    acc_prof_unregister(acc_ev_wait_end, record, acc_reg);
#pragma acc exit data delete(a)
    CHECK_DONE();
}
