/* A process that forks after its first parallel region: the child has only the forking
 * thread, and its parallel regions waited for the parent's team workers forever (libgomp
 * hangs there too; LLVM's libomp starts new threads). The child now starts a team of its own:
 * its regions get the threads they ask for. The parent kills a child not done in 20 s. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include <signal.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int region(void) {
    int m = 0, t = 0, k = 0;
#pragma omp parallel num_threads(3) reduction(+:m)
    {
        m += 1;
        if (omp_get_thread_num() == 0) t = omp_get_num_threads();
    }
#pragma omp parallel for num_threads(2) reduction(+:k)
    for (int i = 0; i < 1000; i++) k += i;
    return m == 3 && t == 3 && k == 499500;
}

int main(void) {
    CHECK(region());
    fflush(stdout);
    pid_t p = fork();
    CHECK(p >= 0);
    if (p == 0) _exit(region() && region() ? 0 : 3);
    int st = 0;
    struct timespec tick = {0, 10 * 1000 * 1000};
    int waited = 0;
    while (waitpid(p, &st, WNOHANG) == 0) {
        if (++waited > 2000) {
            fprintf(stderr, "the child did not finish: killed\n");
            kill(p, SIGKILL);
            waitpid(p, &st, 0);
            break;
        }
        nanosleep(&tick, 0);
    }
    CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    CHECK(region());
    CHECK_DONE();
}
