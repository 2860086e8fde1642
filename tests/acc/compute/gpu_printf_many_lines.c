/* printf in a compute region (device code): every line reaches the program's output. On a
 * GPU a kernel's printf lines wait in a device buffer until the host synchronises, and what
 * does not fit is dropped silently; CUDA's default buffer (1 MiB) holds about 30,000 of these
 * lines, so the runtime asks for a larger one (OXACC_PRINTF_FIFO, bytes). The lines go to a
 * file and are counted there (in any order: the threads print concurrently). */
#include "check.h"
#include <unistd.h>

enum { N = 200000 };

int main(void) {
    static int done[1];
    char path[] = "/tmp/oxacc_printf_XXXXXX";
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0) CHECK_DONE();
    fflush(stdout);
    CHECK(freopen(path, "w", stdout) != NULL);
#pragma acc parallel loop copyout(done)
    for (int i = 0; i < N; i++) {
        printf("line %d\n", i);
        if (i == 0) done[0] = 1;
    }
    fflush(stdout);
    CHECK(freopen("/dev/null", "w", stdout) != NULL);
    FILE *f = fopen(path, "r");
    CHECK(f != NULL);
    long lines = 0, sum = 0;
    char buf[64];
    while (f && fgets(buf, sizeof buf, f)) {
        int v;
        if (sscanf(buf, "line %d", &v) == 1) {
            lines++;
            sum += v;
        }
    }
    if (f) fclose(f);
    remove(path);
    close(fd);
    CHECK(done[0] == 1);
    if (lines != N) fprintf(stderr, "%ld of %d lines printed\n", lines, N);
    CHECK(lines == N);
    CHECK(sum == (long)N * (N - 1) / 2);
    CHECK_DONE();
}
