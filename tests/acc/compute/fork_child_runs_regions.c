/* A process that forks after the runtime started its threads (the CPU team, an async
 * queue's worker): the child has only the forking thread. A host region in the child waited
 * for the parent's team workers forever (spinning), and an async region for a queue worker
 * that did not exist. The child now starts a team and queue workers of its own. (The parent
 * kills a child that is not done in 20 s, so a regression fails instead of hanging.) Under
 * emul the kernel simulator's thread pool already checked its process id. On nvidia the test
 * is skipped: CUDA cannot be used in a child of fork() (the driver's rule; the child's first
 * data clause stops with CUDA_ERROR_NOT_INITIALIZED, naming the clause and line). */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include <openacc.h>
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define N 4096

static int sum_twice(double *a) {
    double s = 0;
#pragma acc parallel loop copy(a[0:N]) reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
#pragma acc parallel loop copy(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc wait(1)
    return s == (double)N * (N - 1) / 2 * 2;
}

int main(void) {
    if (acc_get_device_type() == acc_device_nvidia) {
        printf("skipped on nvidia: CUDA cannot be used in a child of fork()\n");
        return 0;
    }
    double *a = malloc(N * sizeof *a);
    for (int i = 0; i < N; i++) a[i] = 2 * i;
    /* the parent starts the team and queue 1's worker */
#pragma acc parallel loop copy(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] *= 0.5;
#pragma acc wait(1)
    for (int i = 0; i < N; i++) a[i] *= 2;
    fflush(stdout);
    pid_t p = fork();
    CHECK(p >= 0);
    if (p == 0) {
        int ok = sum_twice(a);
        ok = ok && a[0] == 1 && a[N - 1] == 2.0 * (N - 1) + 1;
        _exit(ok ? 0 : 3);
    }
    int st = 0;
    struct timespec tick = {0, 10 * 1000 * 1000};
    int waited = 0;
    while (waitpid(p, &st, WNOHANG) == 0) {
        if (++waited > 2000) { /* 20 s */
            fprintf(stderr, "the child did not finish: killed\n");
            kill(p, SIGKILL);
            waitpid(p, &st, 0);
            break;
        }
        nanosleep(&tick, 0);
    }
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    /* the parent's own team and queue still work */
    CHECK(sum_twice(a));
    CHECK_DONE();
}
