/* The time report's sample (crates/oxacc-lower/tests/run_prof.rs): a program that knows what it
 * does and says so on stdout, for the test to check the OXACC_TIME report against.
 *  - one data region (line DATA_LINE) with copyin(a) copyout(b): 1 copyin, 1 copyout;
 *  - LAUNCHES launches of one parallel loop (line LOOP_LINE), timed by the program;
 *  - UPDATES updates of b;
 *  - a float ** matrix of ROWS rows whose first row is already present: the data construct
 *    (line ROWS_LINE) moves the other rows one by one (ROWS-1 physical transfers each way). */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N 4096
#define LAUNCHES 25
#define UPDATES 3
#define ROWS 8
#define COLS 100

static float a[N], b[N];

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec * 1e-3;
}

static void kernels(void)
{
    double t0, t1;
#pragma acc data copyin(a) copyout(b)
    {
        t0 = now_us();
        for (int r = 0; r < LAUNCHES; r++) {
#pragma acc parallel loop present(a, b)
            for (int i = 0; i < N; i++)
                b[i] = a[i] + (float)r;
        }
        t1 = now_us();
        for (int u = 0; u < UPDATES; u++) {
#pragma acc update self(b)
        }
    }
    printf("DATA_LINE 31\nLOOP_LINE 35\nUPDATE_LINE 41\nLAUNCHES %d\nUPDATES %d\nLOOP_US %.0f\n",
           LAUNCHES, UPDATES, t1 - t0);
}

static void rows(void)
{
    float **m = malloc(ROWS * sizeof *m), *r0;
    for (int i = 0; i < ROWS; i++) {
        m[i] = malloc(COLS * sizeof **m);
        for (int j = 0; j < COLS; j++)
            m[i][j] = (float)(i + j);
    } r0 = m[0]; /* row 0 alone: m[0][0:COLS] is m[0:1][0:COLS] (2.7.1), its slot too */
#pragma acc enter data copyin(r0[0:COLS])
#pragma acc data copy(m[0:ROWS][0:COLS])
    {
#pragma acc parallel loop present(m[0:ROWS][0:COLS])
        for (int i = 0; i < ROWS; i++)
            m[i][0] += 1;
    }
#pragma acc exit data delete(r0[0:COLS])
    printf("ROWS_LINE 57\nROWS %d\nROW_BYTES %d\n", ROWS, (int)(COLS * sizeof(float)));
}

/* The tutorial's smooth(): a kernels construct whose outer loop carries a dependence and
 * stays on the host (2.5.3), its condition reading the construct's scalars. The host code's
 * copies of those scalars are no update directive: the report said "update directive reached
 * STEPS+1 times" at the host loop's line, under a function "<runtime API>". */
static void host_loop(void)
{
    int steps = 5, s;
    static float c[64], d[64];
#pragma acc kernels copy(c, d)
    {
        for (s = 0; s < steps; s++) {
            for (int i = 1; i < 63; i++)
                d[i] = (c[i - 1] + c[i + 1]) * 0.5f + 1.0f;
            for (int i = 1; i < 63; i++)
                c[i] = d[i];
        }
    }
    printf("HOST_KERNELS_LINE 75\nHOST_LOOP_LINE 77\nHOST_KERNEL1_LINE 78\nHOST_KERNEL2_LINE 80\n");
}

int main(void)
{
    for (int i = 0; i < N; i++)
        a[i] = (float)i;
    kernels();
    rows();
    host_loop();
    return b[N - 1] == a[N - 1] + (float)(LAUNCHES - 1) ? 0 : 1;
}
