/* OpenACC 3.3, 2.9 (loop construct): "The loop variable must monotonically increase or decrease
 * in the direction of its termination condition". A step that is zero at run time (a literal
 * zero is a compile-time error, ui/loop_step_direction.c) has no trip count: the program stops
 * with "oxacc: loop step is zero at FILE:LINE" (the host team, the host's launch code, and the
 * CUDA kernels, where the message is printed before the trap). Before, the division computing
 * the trip count trapped (SIGFPE on the host) or gave a garbage count on the GPU. A loop whose
 * first test already fails runs no iteration, with any step (as in C). The stopping program
 * runs in a child process whose output this test reads. oxacc-gpu-check: no-memcheck */
#include "check.h"
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int a[16];

static void zero_step_gang(int s) {
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 10; i += s) a[i] = 1; /* line 18 */
}

static void zero_step_collapse(int s) {
#pragma acc parallel loop collapse(2) copy(a)
    for (int o = 0; o < 2; o++)
        for (long i = 10; i > 0; i -= s) a[i] += 1; /* line 24 */
}

/* The step is only known inside the region: the kernel computes the trip count. */
static void zero_step_in_region(int s) {
#pragma acc parallel copy(a)
    {
        int t = s;
#pragma acc loop
        for (int i = 0; i < 10; i += t) a[i] = 1; /* line 33 */
    }
}

/* Runs `f(0)` in a child; checks that it fails with the message naming `line`. */
static void expect_stop(void (*f)(int), int line) {
    int p[2];
    if (pipe(p) != 0) {
        CHECK(0);
        return;
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(p[1], 1);
        dup2(p[1], 2);
        close(p[0]);
        f(0);
        _exit(0);
    }
    close(p[1]);
    char buf[4096];
    size_t len = 0;
    ssize_t r;
    while (len < sizeof buf - 1 && (r = read(p[0], buf + len, sizeof buf - 1 - len)) > 0)
        len += (size_t)r;
    buf[len] = 0;
    close(p[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    char want[256];
    snprintf(want, sizeof want, "oxacc: loop step is zero at %s:%d", __FILE__, line);
    CHECK(!(WIFEXITED(status) && WEXITSTATUS(status) == 0));
    CHECK(strstr(buf, want) != NULL);
    if (!strstr(buf, want)) fprintf(stderr, "expected '%s' in:\n%s\n", want, buf);
}

int main(void) {
    volatile int vs = 0;
    int zero = vs;
    int none = zero;

    expect_stop(zero_step_gang, 18);
    expect_stop(zero_step_collapse, 24);
    expect_stop(zero_step_in_region, 33);

    /* No iteration: the step is never used. */
    int cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (int i = 0; i < none; i += zero) cnt += 1;
    CHECK(cnt == 0);
#pragma acc parallel loop reduction(+:cnt)
    for (unsigned i = 5; i != 5u; i += zero) cnt += 1;
    CHECK(cnt == 0);

    /* A nonzero step known at run time. */
    int three = zero + 3;
#pragma acc parallel loop reduction(+:cnt)
    for (int i = 0; i < 10; i += three) cnt += 1;
    CHECK(cnt == 4);

    CHECK_DONE();
}
