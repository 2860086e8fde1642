// cflags: -gpu=managed
/* A profiling callback that allocates while the runtime starts (OpenACC 3.3, 5.1.1: the
 * device initialisation events; 5.3.2: the program registers through acc_register_library).
 * Its malloc is bound to the runtime's managed allocator too (-gpu=managed binds the file's
 * calls), and it runs inside the runtime's creation of the device that the first malloc of
 * main asked for: choosing a place for it asked for that device again, from the thread that
 * was creating it, and the program hung (until 2026-11-30, on every device type; the same
 * re-entry hung managed_own_allocator.c under compute-sanitizer on the H200). An allocation
 * made while the runtime starts is now libc's, taken with no lock: the callback's blocks are
 * plain memory (not present on a device with memory of its own), main's are managed. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

static int inits;
static char *kept;

static void on_init(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ei;
    (void)ai;
    inits++;
    char *t = calloc(16, 1);
    kept = realloc(t, 64);
    if (kept)
        strcpy(kept, "device init");
    void *a = NULL;
    if (posix_memalign(&a, 64, 128) == 0)
        free(a);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    (void)unreg;
    (void)lookup;
    reg(acc_ev_device_init_start, on_init, acc_reg);
}

int main(void) {
    int n = 1000;
    double *a = malloc(n * sizeof *a); /* starts the runtime: the callback runs inside */
    CHECK(a != NULL);
    CHECK(acc_is_present(a, n * sizeof *a));
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = 2.0 * i;
    CHECK(a[n - 1] == 2.0 * (n - 1));
    /* Once per device that starts (the host device's too under -acc=multicore). */
    CHECK(inits >= 1);
    CHECK(kept != NULL && strcmp(kept, "device init") == 0);
    if (acc_get_device_type() != acc_device_host)
        CHECK(!acc_is_present(kept, 64)); /* libc's: the runtime was starting */
    free(kept);
    free(a);
    CHECK_DONE();
}
