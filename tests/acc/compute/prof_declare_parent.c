/* The enter / exit data events of a declare directive (spec 5.1.3) name it:
 * parent_construct acc_construct_declare (5.2.2) and its line (5.2.1): at file scope (the data
 * is created before main, so the tool is linked in and registers through
 * acc_register_library, 5.3.2) and in a function (enter at the directive, exit at the end of
 * its block, also through a return). Until 2026-11-29 they said acc_construct_data. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>

static float g[8];
#pragma acc declare copyin(g)
#define GLOBAL_LINE 11 /* the line of the file-scope declare directive */

static int enters[2], exits[2], bad;
static int local_line;

static void on_data(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)ai;
    if (ei->other_event.parent_construct != acc_construct_declare)
        return; /* other directives' events */
    int global = pi->line_no == GLOBAL_LINE;
    if (!global && pi->line_no != local_line) {
        printf("event %d: line %d\n", (int)pi->event_type, pi->line_no);
        bad++;
    }
    if (pi->event_type == acc_ev_enter_data_start)
        enters[global]++;
    if (pi->event_type == acc_ev_exit_data_start)
        exits[global]++;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup)
{
    (void)unreg;
    (void)lookup;
    for (int e = acc_ev_enter_data_start; e <= acc_ev_exit_data_end; e++)
        reg((acc_event_t)e, on_data, acc_reg);
}

static float f(int n)
{
    float loc[16];
    for (int i = 0; i < 16; i++)
        loc[i] = (float)i;
    local_line = __LINE__ + 1;
#pragma acc declare copy(loc)
#pragma acc parallel loop present(loc)
    for (int i = 0; i < 16; i++)
        loc[i] *= (float)n;
    if (n == 3)
        return -1.0f; /* leaves the declare's block: its exit actions run here */
    return loc[2];
}

int main(void)
{
    f(2);
    f(3);
    printf("global enter/exit %d/%d, local enter/exit %d/%d, bad %d\n", enters[1], exits[1],
           enters[0], exits[0], bad);
    /* The file-scope data lives until the program ends: no exit events. */
    return !(enters[1] == 1 && exits[1] == 0 && enters[0] == 2 && exits[0] == 2 && bad == 0);
}
