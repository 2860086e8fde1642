/* OpenACC 3.3, 5.1.3-5.1.9 and 5.2.2: the fields of data events. On a device with its own
 * memory: a data construct's copyin raises acc_ev_create and acc_ev_enqueue_upload for the
 * var (var_name, bytes, host_ptr, device_ptr = acc_deviceptr, implicit 0) between
 * acc_ev_enter_data_start and _end; an array with an implicitly determined data attribute
 * on a compute construct gives implicit 1 (5.1.4, 5.1.9); every data event of a construct
 * carries that construct's line number (5.1.7); an update self raises a download between
 * acc_ev_update_start and _end with parent_construct acc_construct_update. On the host
 * (shared memory) no data is created or moved, so none of these data events fire. */
#include <string.h>
#include <acc_prof.h>
#include <openacc.h>
#include "check.h"
#define N 64
#define MAXEV 64
typedef struct {
    acc_event_t type;
    int implicit, line;
    acc_construct_t parent;
    char var[16];
    size_t bytes;
    const void *host, *dev;
} ev_t;
static ev_t evs[MAXEV];
static int nev;
static void record(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai) {
    (void)ai;
    if (nev >= MAXEV) return;
    ev_t *e = &evs[nev++];
    memset(e, 0, sizeof *e);
    e->type = pi->event_type;
    e->line = pi->line_no;
    e->implicit = ei->other_event.implicit;
    e->parent = ei->other_event.parent_construct;
    if (e->type == acc_ev_create || e->type == acc_ev_delete ||
        e->type == acc_ev_enqueue_upload_start || e->type == acc_ev_enqueue_download_start) {
        if (ei->data_event.var_name) strncpy(e->var, ei->data_event.var_name, 15);
        e->bytes = ei->data_event.bytes;
        e->host = ei->data_event.host_ptr;
        e->dev = ei->data_event.device_ptr;
    }
}
static const acc_event_t watched[] = {
    acc_ev_enter_data_start, acc_ev_enter_data_end, acc_ev_exit_data_start,
    acc_ev_exit_data_end, acc_ev_create, acc_ev_delete, acc_ev_enqueue_upload_start,
    acc_ev_enqueue_download_start, acc_ev_update_start, acc_ev_update_end};
static int find(acc_event_t t, const char *var, int from) {
    for (int i = from; i < nev; i++)
        if (evs[i].type == t && (!var || strcmp(evs[i].var, var) == 0)) return i;
    return -1;
}
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    static int a[N], c[N];
    for (int i = 0; i < N; i++) a[i] = c[i] = i;
    for (unsigned k = 0; k < sizeof watched / sizeof watched[0]; k++)
        acc_prof_register(watched[k], record, acc_reg);
    int l1 = __LINE__ + 1;
#pragma acc data copyin(a)
    {
        int n1 = nev;
        if (shared) {
            CHECK(find(acc_ev_create, NULL, 0) < 0 && find(acc_ev_enqueue_upload_start, NULL, 0) < 0);
        } else {
            int s = find(acc_ev_enter_data_start, NULL, 0);
            int cr = find(acc_ev_create, "a", 0);
            int up = find(acc_ev_enqueue_upload_start, "a", 0);
            int en = find(acc_ev_enter_data_end, NULL, 0);
            CHECK(s >= 0 && cr > s && up > s && en > cr && en > up);
            if (cr >= 0) {
                CHECK(evs[cr].implicit == 0 && evs[cr].bytes == sizeof a && evs[cr].host == a);
                CHECK(evs[cr].dev == acc_deviceptr(a) && evs[cr].line == l1);
                CHECK(evs[cr].parent == acc_construct_data);
            }
            if (s >= 0) CHECK(evs[s].implicit == 0 && evs[s].line == l1);
        }
        nev = 0;
        int l2 = __LINE__ + 1;
#pragma acc parallel loop present(a)
        for (int i = 0; i < N; i++) c[i] += a[i]; /* c: implicit copy */
        if (!shared) {
            int cr = find(acc_ev_create, "c", 0);
            int dn = find(acc_ev_enqueue_download_start, "c", 0);
            int dl = find(acc_ev_delete, "c", 0);
            CHECK(cr >= 0 && dn > cr && dl > cr);
            if (cr >= 0) CHECK(evs[cr].implicit == 1 && evs[cr].line == l2 && evs[cr].bytes == sizeof c);
            if (dn >= 0) CHECK(evs[dn].implicit == 1 && evs[dn].line == l2);
            CHECK(find(acc_ev_create, "a", 0) < 0); /* present: nothing created */
        }
        nev = 0;
        int l3 = __LINE__ + 1;
#pragma acc update self(a[8:16])
        if (!shared) {
            int s = find(acc_ev_update_start, NULL, 0);
            int dn = find(acc_ev_enqueue_download_start, NULL, 0);
            int en = find(acc_ev_update_end, NULL, 0);
            CHECK(s >= 0 && dn > s && en > dn);
            if (dn >= 0) {
                CHECK(evs[dn].parent == acc_construct_update && evs[dn].line == l3);
                CHECK(evs[dn].bytes == 16 * sizeof(int) && evs[dn].host == &a[8]);
            }
        } else {
            CHECK(find(acc_ev_enqueue_download_start, NULL, 0) < 0);
        }
        (void)n1;
        nev = 0;
    }
    if (!shared) {
        int s = find(acc_ev_exit_data_start, NULL, 0);
        int dl = find(acc_ev_delete, "a", 0);
        int en = find(acc_ev_exit_data_end, NULL, 0);
        CHECK(s >= 0 && dl > s && en > dl);
        CHECK(find(acc_ev_enqueue_download_start, "a", 0) < 0); /* copyin: no copy back */
        if (dl >= 0) CHECK(evs[dl].line == l1 && evs[dl].implicit == 0);
    }
    for (unsigned k = 0; k < sizeof watched / sizeof watched[0]; k++)
        acc_prof_unregister(watched[k], record, acc_reg);
    for (int i = 0; i < N; i++) CHECK(c[i] == 2 * i);
    CHECK_DONE();
}
