/* OpenACC 3.3, 2.9 (loop construct): "The loop variable must monotonically increase or decrease
 * in the direction of its termination condition". A `!=` test whose step does not divide the
 * distance to the bound steps over it: `unsigned char i = 0; i != 7; i += 3` runs 173 times in
 * C (until i wraps onto 7), and `i != 7; i += 2` forever. The trip count rounded the distance
 * up (3 iterations, silently not C's 173); now the program stops with "oxacc: the loop variable
 * steps over the bound of its '!=' test ... at FILE:LINE" (the host team, the host's launch
 * code, and the CUDA kernels, where the message is printed before the trap). Steps that divide
 * the distance, across a wrap-around of an unsigned variable too, run as in C. The stopping
 * program runs in a child process whose output this test reads. oxacc-gpu-check: no-memcheck */
#include "check.h"
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int a[256];

static void over_gang(int s) {
#pragma acc parallel loop copy(a)
    for (unsigned char i = 0; i != 7; i += s) a[i] = 1; /* line 19 */
}

static void over_collapse(int s) {
#pragma acc parallel loop collapse(2) copy(a)
    for (int o = 0; o < 2; o++)
        for (int i = 20; i != 0; i -= s) a[i] += 1; /* line 25 */
}

/* The bound is only known inside the region: the kernel computes the trip count. */
static void over_in_region(int s) {
#pragma acc parallel copy(a)
    {
        int t = s + 4;
#pragma acc loop
        for (unsigned i = 0; i != t; i += 2) a[i] = 1; /* line 34 */
    }
}

/* Runs `f(3)` in a child; checks that it fails with the message naming `line`. */
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
        f(3);
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
    snprintf(want, sizeof want, "steps over the bound of its '!=' test");
    CHECK(!(WIFEXITED(status) && WEXITSTATUS(status) == 0));
    CHECK(strstr(buf, want) != NULL);
    snprintf(want, sizeof want, "at %s:%d", __FILE__, line);
    CHECK(strstr(buf, want) != NULL);
    if (!strstr(buf, want)) fprintf(stderr, "expected '%s' in:\n%s\n", want, buf);
}

int main(void) {
    expect_stop(over_gang, 19);
    expect_stop(over_collapse, 25);
    expect_stop(over_in_region, 34);

    /* Steps that divide the distance: the iterations of the sequential loop. */
    volatile int vs = 3;
    int three = vs, two = vs - 1;
    int cnt = 0;
    long sum = 0;
#pragma acc parallel loop reduction(+:cnt, sum)
    for (int i = 0; i != 9; i += three) { cnt += 1; sum += i; }
    CHECK(cnt == 3 && sum == 9);
    cnt = 0; sum = 0;
    /* Across the wrap-around of an unsigned char: 250, 252, 254, 0, 2. */
#pragma acc parallel loop reduction(+:cnt, sum)
    for (unsigned char i = 250; i != 4; i += two) { cnt += 1; sum += i; }
    CHECK(cnt == 5 && sum == 758);
    cnt = 0; sum = 0;
#pragma acc parallel loop reduction(+:cnt, sum)
    for (long i = 30; i != 0; i -= three) { cnt += 1; sum += i; }
    CHECK(cnt == 10 && sum == 165);
    cnt = 0; sum = 0;
    /* Steps of one always reach the bound; a constant step dividing the distance too. */
#pragma acc parallel loop reduction(+:cnt, sum)
    for (unsigned char i = 200; i != 10; i++) { cnt += 1; sum += i; }
    CHECK(cnt == 66);
    cnt = 0;
#pragma acc parallel loop reduction(+:cnt)
    for (int i = 1; i != 31; i += 5) cnt += 1;
    CHECK(cnt == 6);
    CHECK_DONE();
}
