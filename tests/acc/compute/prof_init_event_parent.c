/* The device init events (spec 5.1.2) of a device first used by a construct name that
 * construct: parent_construct, src_file and line_no of the parallel construct (5.2.1, 5.2.2;
 * "when the program reaches ... an OpenACC construct"). Until 2026-11-29 the device was
 * initialised before the construct's frame was pushed, and the events said
 * acc_construct_runtime_api with no location. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

static int parent = -1, line = -1, inits;

static void on_init(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    parent = (int)ei->other_event.parent_construct;
    line = pi->line_no;
    inits++;
}

int main(void)
{
    int x = 0;
    acc_prof_register(acc_ev_device_init_start, on_init, acc_reg);
    int construct_line = __LINE__ + 1;
#pragma acc parallel copy(x)
    x = 1;
    printf("x=%d: %d init events, parent %d, line %d (construct at %d)\n", x, inits, parent, line,
           construct_line);
    return !(x == 1 && inits == 1 && parent == acc_construct_parallel && line == construct_line);
}
