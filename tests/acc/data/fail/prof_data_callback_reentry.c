// expect-runtime-error: needs the present table of device 0
/* A tool's callback of a data event (here enqueue upload start, spec 5.1.9) calls
 * acc_is_present. The runtime raises the data events while it holds the device's present
 * table, so the routine cannot look the data up: until 2026-11-29 the program hung forever
 * (the same thread locked the table twice). Now it stops with an error that names the
 * directive whose event it was (this file, line 28) and says that it is not supported yet.
 * Calls from other events (compute construct, launch, wait, device init) work. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

static float a[64];
static int seen = -1;

static void on_upload(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ai;
    seen = acc_is_present((void *)ei->data_event.host_ptr, ei->data_event.bytes);
}

int main(void)
{
    for (int i = 0; i < 64; i++)
        a[i] = (float)i;
    acc_prof_register(acc_ev_enqueue_upload_start, on_upload, acc_reg);
    /* The error names this line; on a device sharing host memory there is no upload. */
#pragma acc enter data copyin(a)
    printf("seen=%d\n", seen);
    return 0;
}
