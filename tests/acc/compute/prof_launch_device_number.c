/* The enqueue launch events (spec 5.1.8) of a kernel run on device d say device_number d
 * (5.2.1), as the construct's other events do. Until 2026-11-29 a launch on emulated device 1
 * said device 0 (the simulator's launch hard-coded it), and the OXACC_TIME report listed the
 * kernel under devicenum=0. Two emulated devices (set before the runtime starts); the host
 * device type has one device. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>

#define N 100
static float a[N];
static int construct_dev = -1, launch_dev = -1, launches;

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ei;
    (void)ai;
    if (pi->event_type == acc_ev_compute_construct_start)
        construct_dev = pi->device_number;
    if (pi->event_type == acc_ev_enqueue_launch_start) {
        launch_dev = pi->device_number;
        launches++;
    }
}

int main(void)
{
    setenv("OXACC_EMUL_DEVICES", "2", 1);
    acc_prof_register(acc_ev_compute_construct_start, on_event, acc_reg);
    acc_prof_register(acc_ev_enqueue_launch_start, on_event, acc_reg);
    acc_device_t t = acc_get_device_type();
    int n = acc_get_num_devices(t);
    int bad = 0;
    for (int d = 0; d < n; d++) {
        acc_set_device_num(d, t);
        launches = 0;
#pragma acc parallel loop copy(a)
        for (int i = 0; i < N; i++)
            a[i] += 1;
        if (launches != 1 || construct_dev != d || launch_dev != d) {
            printf("device %d: %d launches, construct on %d, launch on %d\n", d, launches,
                   construct_dev, launch_dev);
            bad++;
        }
    }
    printf("%d devices, a[0]=%g, bad %d\n", n, a[0], bad);
    return !(bad == 0 && a[0] == (float)n);
}
