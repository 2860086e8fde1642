/* The device init and shutdown events (spec 5.1.2) raised by the init and shutdown directives
 * (2.14.1, 2.14.2) name them: parent_construct acc_construct_init / acc_construct_shutdown
 * (5.2.2), with the directive's file, line and function (5.2.1), as the events of every other
 * directive do. Until 2026-11-29 they said acc_construct_runtime_api, with no location. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <string.h>

static int init_line, shutdown_line;
static int inits, shutdowns, bad;

static void on_device(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    int is_init = pi->event_type == acc_ev_device_init_start ||
                  pi->event_type == acc_ev_device_init_end;
    int want_parent = is_init ? acc_construct_init : acc_construct_shutdown;
    int want_line = is_init ? init_line : shutdown_line;
    if (is_init)
        inits++;
    else
        shutdowns++;
    if (ei->other_event.parent_construct != want_parent || pi->line_no != want_line ||
        pi->src_file == NULL || strstr(pi->src_file, "prof_init_shutdown_parent.c") == NULL ||
        pi->func_name == NULL || strcmp(pi->func_name, "main") != 0) {
        printf("event %d: parent %d line %d file %s func %s\n", (int)pi->event_type,
               (int)ei->other_event.parent_construct, pi->line_no,
               pi->src_file ? pi->src_file : "(null)", pi->func_name ? pi->func_name : "(null)");
        bad++;
    }
}

int main(void)
{
    for (int e = acc_ev_device_init_start; e <= acc_ev_device_shutdown_end; e++)
        acc_prof_register((acc_event_t)e, on_device, acc_reg);
    init_line = __LINE__ + 1;
#pragma acc init
    shutdown_line = __LINE__ + 1;
#pragma acc shutdown
    printf("init events %d, shutdown events %d, bad %d\n", inits, shutdowns, bad);
    /* Nothing used a device before the init directive: it initialises the current one. */
    return !(inits == 2 && shutdowns == 2 && bad == 0);
}
