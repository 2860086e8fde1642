/* OpenACC 3.3, 2.16.1: every non-negative async value names an activity queue, and a program
 * may use very many (here async(q) for 400 values, spread up to about 4 million, each waited
 * for). Each queue of the host and emul devices ran on a worker thread kept until exit: 400
 * queues left 400 threads (20,000 queues: 13.7 GB under emul, then "cannot start a queue
 * thread"). An idle queue's worker now exits, so once the queues are idle the threads are
 * back to the runtime's own (the CPU team, the kernel simulator's pool: fewer than 100 here),
 * and a queue used again runs its work in order on a new worker. */
#include "check.h"
#include <string.h>
#include <unistd.h>

static int threads(void) {
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    int t = -1;
    if (!f) return -1;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "Threads:", 8) == 0) t = atoi(line + 8);
    fclose(f);
    return t;
}

int main(void) {
    int a[16];
    for (int i = 0; i < 16; i++) a[i] = 0;
#pragma acc data copy(a)
    {
        for (int q = 0; q < 400; q++) {
            int qq = q * 10007;
#pragma acc parallel loop present(a) async(qq)
            for (int i = 0; i < 16; i++) a[i] += 1;
#pragma acc wait(qq)
        }
        usleep(1000 * 1000); /* longer than a queue worker's idle time (200 ms) */
        int t = threads();
        if (t >= 100) fprintf(stderr, "%d threads after 400 idle queues\n", t);
        CHECK(t > 0 && t < 100);
        /* queues used again, in order: the last one's work follows the first's */
#pragma acc parallel loop present(a) async(0)
        for (int i = 0; i < 16; i++) a[i] *= 2;
#pragma acc parallel loop present(a) async(0)
        for (int i = 0; i < 16; i++) a[i] += 1;
#pragma acc wait(0)
    }
    for (int i = 0; i < 16; i++) CHECK(a[i] == 801);
    CHECK_DONE();
}
