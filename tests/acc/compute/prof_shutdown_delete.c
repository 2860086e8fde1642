/* acc_shutdown / the shutdown directive end every data lifetime on the device (spec 2.14.2,
 * 3.2.8): each piece of present data is disassociated from host memory, which raises an
 * acc_ev_delete event (5.1.4) before the acc_ev_free of its memory, as an exit data does.
 * Until 2026-11-29 only the free events came. On a device sharing host memory nothing is
 * mapped and neither event comes. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

static float a[100];
static int deletes, frees, in_shutdown;

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    switch (pi->event_type) {
    case acc_ev_device_shutdown_start: in_shutdown = 1; break;
    case acc_ev_device_shutdown_end: in_shutdown = 0; break;
    case acc_ev_delete:
        if (in_shutdown && ei->data_event.host_ptr == (void *)a && ei->data_event.bytes == sizeof a)
            deletes++;
        break;
    case acc_ev_free:
        if (in_shutdown && deletes == 1)
            frees++;
        break;
    default: break;
    }
}

int main(void)
{
    acc_event_t evs[] = {acc_ev_device_shutdown_start, acc_ev_device_shutdown_end, acc_ev_delete,
                         acc_ev_free};
    for (int i = 0; i < 4; i++)
        acc_prof_register(evs[i], on_event, acc_reg);
    int shared = (int)acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
#pragma acc enter data copyin(a)
#pragma acc shutdown
    printf("shared %d: deletes %d, frees after them %d\n", shared, deletes, frees);
    return shared ? !(deletes == 0 && frees == 0) : !(deletes == 1 && frees >= 1);
}
