/* A tool library that calls OpenACC routines (crates/oxacc-lower/tests/run_prof.rs): in
 * acc_register_library and in its device init / compute construct callbacks it asks the
 * runtime about devices and data, as tools do. Loaded by ACC_PROFLIB (spec 5.3.3) it must
 * resolve those routines in the program, which links the runtime statically: until
 * 2026-11-29 the executable exported none of them and dlopen failed ("undefined symbol").
 * It prints "apilib: ..." lines on stderr; the test checks them. */
#include <acc_prof.h>
#include <stdio.h>

static void on_event(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ei;
    (void)ai;
    if (pi->event_type == acc_ev_device_init_end)
        fprintf(stderr, "apilib: device init: %d device(s) of type %d\n",
                acc_get_num_devices(pi->device_type), (int)pi->device_type);
    if (pi->event_type == acc_ev_compute_construct_start)
        fprintf(stderr, "apilib: compute construct on device %d of type %d\n",
                acc_get_device_num(acc_get_device_type()), (int)acc_get_device_type());
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    (void)unreg;
    (void)lookup;
    reg(acc_ev_device_init_end, on_event, acc_reg);
    reg(acc_ev_compute_construct_start, on_event, acc_reg);
    fprintf(stderr, "apilib: registered\n");
}
