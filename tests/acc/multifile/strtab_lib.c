/* A routine that another file calls, reading its file's constant table of pointers to string
 * literals and a table of its own (tests/acc/compute/gpu_strtab_routine.c): the fragment it
 * registers carries the module's device copies of the tables (their pointers the device's). */
#include <string.h>

static const char *const words[] = {"a", "bb", "ccc"};

#pragma acc routine seq
int word_len(int k)
{
    static const char *const more[] = {"dddd", "eeeee"};
    return (int)strlen(words[k % 3]) + 10 * (int)strlen(more[k & 1]);
}
