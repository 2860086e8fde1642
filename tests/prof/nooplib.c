/* A tool that registers one empty callback for every event (the overhead benchmark,
 * scripts/bench-prof.sh): what a tool costs the runtime, not what the tool does. */
#include <acc_prof.h>

static void noop(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ei;
    (void)ai;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    (void)unreg;
    (void)lookup;
    for (int e = acc_ev_device_init_start; e <= acc_ev_wait_end; e++)
        reg((acc_event_t)e, noop, acc_reg);
    reg(acc_ev_error, noop, acc_reg);
}
