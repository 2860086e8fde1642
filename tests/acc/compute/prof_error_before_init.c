/* An error callback (spec 5.1.11) registered by the application (5.3.5) runs also for an
 * error that comes before the runtime has used any device: here the program's first OpenACC
 * call, acc_set_device_num with a device number the host device type does not have
 * (acc_error_device_unavailable, 3.2.4). The callback shuts the program down cleanly with
 * exit status 0, as 5.1.11 allows; the default error path (reached when no callback ran)
 * exits with 1. Until 2026-11-29 the error event was skipped before the runtime's
 * initialisation. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>

static void on_error(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    acc_error_event_info *e = &ei->error_event;
    int ok = pi->event_type == acc_ev_error && e->error_code == acc_error_device_unavailable &&
             e->implicit == 1 && e->error_message != NULL;
    printf("error callback: code %d, %s\n", (int)e->error_code,
           e->error_message ? e->error_message : "(no message)");
    fflush(stdout);
    exit(ok ? 0 : 2);
}

int main(void)
{
    acc_prof_register(acc_ev_error, on_error, acc_reg);
    acc_set_device_num(99, acc_device_host);
    printf("acc_set_device_num(99, acc_device_host) returned\n");
    return 3;
}
