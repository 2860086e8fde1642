/* OXACC_ONE_PASS=0 keeps the grid-stride kernel for every grid (the runtime's A/B of the
 * one-pass twins, issue 10: PolyBench trmm runs 1.3x faster without its twin on the H200).
 * The variable is read at the first launch, so setting it at the start of main is as setting
 * it in the environment. The grid covers the 40 iterations, so without the knob the launch
 * is the one-pass twin (`_1p`, gpu_no_alias_twin.c); the launch events' kernel names (5.2.2)
 * say which kernel ran. The host team's launches have names of their own. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 40
static char last[128];
static int gpu_launches, one_pass;

static void on_launch(acc_prof_info *pi, acc_event_info *ei, acc_api_info *ai)
{
    (void)pi;
    (void)ai;
    const char *k = ei->launch_event.kernel_name;
    snprintf(last, sizeof last, "%s", k ? k : "");
    if (strncmp(last, "__oxacc_k_", 10) == 0) {
        gpu_launches++;
        if (strstr(last, "_1p"))
            one_pass++;
    }
}

int main(void)
{
    setenv("OXACC_ONE_PASS", "0", 1);
    acc_prof_register(acc_ev_enqueue_launch_start, on_launch, acc_reg);
    static long a[N], b[N];
    for (int i = 0; i < N; i++)
        b[i] = i * 3;
#pragma acc parallel loop copyin(b) copyout(a)
    for (int i = 0; i < N; i++)
        a[i] = b[i] * b[i] + 1;
    int bad = 0;
    for (int i = 0; i < N; i++)
        if (a[i] != (long)i * 3 * i * 3 + 1) {
            printf("a[%d] = %ld\n", i, a[i]);
            bad = 1;
        }
    if (one_pass) {
        printf("%d of %d launches one-pass (last %s)\n", one_pass, gpu_launches, last);
        bad = 1;
    }
    printf("a[39] %ld\n", a[N - 1]);
    return bad;
}
