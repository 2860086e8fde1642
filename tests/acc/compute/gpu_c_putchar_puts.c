/* <stdio.h>'s putchar and puts in a kernel (C11 7.21.7.8, 7.21.7.9): the device prints with
 * printf, and CUDA has neither, so they made the region host-only ("a call of 'putchar',
 * which has no definition in this file"). The kernel runs in a child process whose output
 * this test reads. */
#include "check.h"
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int rets[2];

static void print_them(void) {
#pragma acc serial copyout(rets)
    {
        rets[0] = putchar('o');
        putchar('k');
        putchar('\n');
        rets[1] = puts("from the device") >= 0;
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
        _exit(rets[0] == 'o' && rets[1] == 1 ? 0 : 3);
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
    const char *want = "ok\nfrom the device\n";
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(strcmp(buf, want) == 0);
    if (strcmp(buf, want) != 0) fprintf(stderr, "expected '%s', got '%s'\n", want, buf);
    CHECK_DONE();
}
