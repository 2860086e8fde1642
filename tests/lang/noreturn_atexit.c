/* _Noreturn functions, atexit handlers (run in reverse order), exit status. */
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>

static void first(void) { printf("handler first\n"); fflush(stdout); }
static void second(void) { printf("handler second\n"); }

static _Noreturn void finish(int code)
{
    printf("finishing with %d\n", code);
    exit(code);
}

noreturn static void never(void) { abort(); }

int main(void)
{
    atexit(first);
    atexit(second);
    void (*unused)(void) = never;
    (void)unused;
    printf("main\n");
    finish(17);
}
