/* printf in a kernel with a format that is not a string literal and long double arguments
 * (C11 7.21.6.1: %Lf, %Le, %Lg take a long double). The device passes a long double as a
 * double (its long double is computed in double) and drops the L of a literal format's
 * conversions, but a format held in a variable kept them: the conversion read a long double
 * where a double was passed (wrong digits, then the arguments after it misread). The device
 * now copies such a format without the L at run time (a short one and one past the local
 * buffer, from the device heap). The kernel runs in a child process whose output this test
 * reads. */
#include "check.h"
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void print_them(const char *fmt, const char *lng) {
    long double x = 2.5L;
#pragma acc parallel num_gangs(1) copyin(x, fmt[0:strlen(fmt) + 1], lng[0:strlen(lng) + 1])
    {
        long double y = x * 2;
        printf(fmt, x, 7, y, y - 1, x);
        printf(lng, y);
    }
}

int main(void) {
    char lng[400];
    memset(lng, '.', 300);
    strcpy(lng + 300, "%Lg|%%L\n");
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
        print_them("x=%Lf n=%d y=%.1Le %Lg|%5.2Lf|%%L\n", lng);
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
    char want[600];
    snprintf(want, sizeof want, "x=2.500000 n=7 y=5.0e+00 4| 2.50|%%L\n%.300s5|%%L\n", lng);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(strcmp(buf, want) == 0);
    if (strcmp(buf, want) != 0) fprintf(stderr, "expected '%s', got '%s'\n", want, buf);
    CHECK_DONE();
}
