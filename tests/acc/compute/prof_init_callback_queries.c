/* A tool's device initialisation callbacks (spec 5.1.2) ask the runtime about the device
 * being initialised: acc_get_num_devices, acc_get_device_type, acc_get_device_num and
 * acc_get_property. The spec restricts the API routines only of error callbacks (5.1.11).
 * Until 2026-11-29 the emulated device's init events were raised inside the lazy creation of
 * the devices, and these queries re-entered it: the program hung (emul; the NVIDIA context's
 * creation had the same shape). */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

static int starts, ends, bad;

static void on_init(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ei;
    (void)ai;
    acc_device_t t = pi->device_type;
    if (pi->event_type == acc_ev_device_init_start)
        starts++;
    else
        ends++;
    if (acc_get_num_devices(t) < 1 || pi->device_number >= acc_get_num_devices(t))
        bad++;
    if (acc_get_device_type() == acc_device_none)
        bad++;
    if (acc_get_device_num(t) < 0)
        bad++;
    /* the name of the device: a property every device type has (3.2.6) */
    if (acc_get_property_string(pi->device_number, t, acc_property_name) == NULL)
        bad++;
}

int main(void)
{
    int x = 0;
    acc_prof_register(acc_ev_device_init_start, on_init, acc_reg);
    acc_prof_register(acc_ev_device_init_end, on_init, acc_reg);
#pragma acc parallel copy(x)
    x = 1;
    printf("x=%d init start/end %d/%d bad=%d\n", x, starts, ends, bad);
    /* One device initialised (the default one), once: start and end paired. */
    return !(x == 1 && starts == ends && starts >= 1 && bad == 0);
}
