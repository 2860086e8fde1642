/* printf of a long double in a kernel (C11 7.21.6.1: %Lf, %Le, %Lg, %La take a long double).
 * The device's long double is a 16-byte class (prelude.cuh) that C varargs cannot carry: it
 * was passed as it is, so the conversion read the wrong bytes and the arguments after it
 * were read from the wrong place (the simulator stopped with "illegal memory access"). The
 * device now passes the value as a double and drops the L of the format's conversions. The
 * kernel runs in a child process whose output this test reads. */
#include "check.h"
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void print_them(void) {
    long double x = 2.5L;
    float f = 0.75f;
#pragma acc parallel num_gangs(1) copyin(x, f)
    {
        long double y = x * 2;
        printf("x=%Lf n=%d %s y=%.1Le %Lg|%5.2Lf|%%L|%.3f %c\n", x, 7, "ok", y, y - 1, x, f, 'z');
    }
}

int main(void) {
    int p[2];
    if (pipe(p) != 0) {
        CHECK(0);
        CHECK_DONE();
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(p[1], 1);
        close(p[0]);
        print_them();
        fflush(stdout);
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
    const char *want = "x=2.500000 n=7 ok y=5.0e+00 4| 2.50|%L|0.750 z\n";
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(strcmp(buf, want) == 0);
    if (strcmp(buf, want) != 0) fprintf(stderr, "expected '%s', got '%s'\n", want, buf);
    CHECK_DONE();
}
