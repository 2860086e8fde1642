/* setjmp/longjmp for error recovery. */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
static int depth;

static void dive(int level)
{
    depth = level;
    if (level == 5)
        longjmp(env, level * 10);
    dive(level + 1);
}

int main(void)
{
    volatile int attempts = 0;
    int code = setjmp(env);
    attempts++;
    if (code == 0) {
        dive(0);
        printf("not reached\n");
    }
    printf("returned %d at depth %d after %d attempts\n", code, depth, attempts);
    jmp_buf again;
    volatile int count = 0;
    if (setjmp(again) < 3) {
        count++;
        if (count < 3)
            longjmp(again, count);
    }
    printf("count %d\n", count);
    return code / 10;
}
