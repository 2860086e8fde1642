/* Profiling (spec 5.1.4): a tool pairs each acc_ev_free with the acc_ev_alloc of the same
 * device memory; the free event describes the memory as its alloc did: the variable's name,
 * `implicit` (2.6.2's implicit data, a firstprivate copy), the bytes. Until 2026-11-29 every
 * free event said implicit=0 with no name, and the frees of firstprivate copies and of batched
 * rows said 0 bytes. Covers explicit, implicit, async (a free deferred until the queue is done),
 * firstprivate and pointer-to-rows data. Nothing is mapped on the host device: no events. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 1000, MAXA = 256 };
static struct { const void *dev; int implicit; char name[32]; size_t bytes; } allocs[MAXA];
static int nalloc, frees, mismatches;

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    acc_data_event_info *d = &ei->data_event;
    const char *name = d->var_name ? d->var_name : "";
    if (pi->event_type == acc_ev_alloc && nalloc < MAXA) {
        allocs[nalloc].dev = d->device_ptr;
        allocs[nalloc].implicit = d->implicit;
        snprintf(allocs[nalloc].name, sizeof allocs[nalloc].name, "%s", name);
        allocs[nalloc].bytes = d->bytes;
        nalloc++;
    } else if (pi->event_type == acc_ev_free) {
        for (int i = nalloc - 1; i >= 0; i--) {
            if (allocs[i].dev != d->device_ptr) continue;
            frees++;
            if (allocs[i].implicit != d->implicit || strcmp(allocs[i].name, name) != 0 ||
                allocs[i].bytes != d->bytes) {
                printf("free of %p: implicit=%d var=%s bytes=%zu; its alloc: implicit=%d var=%s "
                       "bytes=%zu\n", d->device_ptr, d->implicit, name, d->bytes,
                       allocs[i].implicit, allocs[i].name, allocs[i].bytes);
                mismatches++;
            }
            allocs[i].dev = NULL;
            return;
        }
    }
}

static double a[N], b[N], c[N];

int main(void)
{
    acc_prof_register(acc_ev_alloc, on_event, acc_reg);
    acc_prof_register(acc_ev_free, on_event, acc_reg);
    int shared = (int)acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
    for (int i = 0; i < N; i++) a[i] = i;
    double w[4] = {1, 2, 3, 4};
    double **m = malloc(4 * sizeof *m);
    for (int r = 0; r < 4; r++) {
        m[r] = malloc(64 * sizeof **m);
        for (int j = 0; j < 64; j++) m[r][j] = r + j;
    }
    /* explicit */
#pragma acc data copyin(a) copyout(b)
    {
        /* implicit: c has no clause (an implicit copy, 2.6.2); w firstprivate */
#pragma acc parallel loop present(a, b) firstprivate(w)
        for (int i = 0; i < N; i++) {
            b[i] = 2 * a[i] + w[i % 4];
            c[i] = a[i];
        }
    }
    /* async: the free waits for the queue */
#pragma acc enter data copyin(c)
#pragma acc parallel loop present(c) async(1)
    for (int i = 0; i < N; i++) c[i] += 1;
#pragma acc exit data copyout(c) async(1)
#pragma acc wait(1)
    /* rows of a pointer array: one block for all rows */
#pragma acc enter data copyin(m[0:4][0:64])
#pragma acc exit data copyout(m[0:4][0:64])
    acc_shutdown(acc_get_device_type()); /* whatever the pool kept */
    int ok = b[3] == 2 * 3 + 4 && c[5] == 6 && m[2][3] == 5;
    printf("shared %d: allocs %d, frees matched %d, mismatches %d, results %s\n", shared, nalloc,
           frees, mismatches, ok ? "ok" : "WRONG");
    if (shared) return !(ok && nalloc == 0 && frees == 0);
    return !(ok && mismatches == 0 && frees >= 5);
}
