/* The program of the profiling tests (crates/oxacc-lower/tests/run_prof.rs): every kind of
 * directive once, API routines, async queues, an error-free run, and toggles driven from the
 * program (spec 5.4.2). The tool library (proflib.c, loaded by ACC_PROFLIB) logs every event;
 * the test compares the log with expect-<device>.log. Lines matter: the log names them. */
#include <openacc.h>
#include <acc_prof.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000
float a[N], b[N], c[N];

static void compute(void)
{
#pragma acc data copyin(a) copyout(b)
    {
#pragma acc parallel loop present(a, b)
        for (int i = 0; i < N; i++)
            b[i] = 2 * a[i];
#pragma acc update self(b[0:10])
    }
}

static void dynamic(void)
{
#pragma acc enter data copyin(c)
#pragma acc parallel loop async(1)
    for (int i = 0; i < N; i++)
        c[i] += 1;
#pragma acc wait(1)
#pragma acc exit data copyout(c)
}

static void api(void)
{
    float *d = acc_copyin(a, sizeof a);
    (void)d;
    acc_update_device(a, sizeof a);
    acc_delete(a, sizeof a);
}

/* 5.4.2: the upload events disabled, then every event, then this thread's. */
static void toggles(void)
{
    acc_prof_unregister(acc_ev_enqueue_upload_start, NULL, acc_toggle);
    acc_prof_unregister(acc_ev_enqueue_upload_end, NULL, acc_toggle);
#pragma acc enter data copyin(a)
    acc_prof_register(acc_ev_enqueue_upload_start, NULL, acc_toggle);
    acc_prof_register(acc_ev_enqueue_upload_end, NULL, acc_toggle);
#pragma acc exit data delete(a)
    acc_prof_unregister(acc_ev_none, NULL, acc_toggle);
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        c[i] += 1;
    acc_prof_register(acc_ev_none, NULL, acc_toggle);
    acc_prof_unregister(acc_ev_none, NULL, acc_toggle_per_thread);
#pragma acc update device(c) if_present
#pragma acc serial
    c[0] = 0;
    acc_prof_register(acc_ev_none, NULL, acc_toggle_per_thread);
}

/* The tool toggles its second callback off for the uploads of this update (from inside its
 * update_start callback) and back on at update_end. */
static void toggle_cb(void)
{
#pragma acc enter data copyin(c)
#pragma acc update device(c)
#pragma acc exit data delete(c)
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
    compute();
    dynamic();
    api();
    toggles();
    toggle_cb();
    for (int i = 0; i < N; i++)
        if (b[i] != 2.0f * (float)i) {
            fprintf(stderr, "b[%d] = %f\n", i, b[i]);
            return 1;
        }
    return 0;
}
