// cflags: -gpu=managed
/* -gpu=managed: strdup and strndup (POSIX; C23 7.26.2.6) return memory the program frees,
 * so a file compiled with the option gets managed copies too (bound like malloc where the
 * file declares them): a compute region reads them with no data clause (OpenACC 3.3, 2.6.2:
 * the pointer is firstprivate, its target is in memory the device reads). Until 2026-11-30
 * they were libc's: on a device with its own memory the region stopped, "not present". */
#include <openacc.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"

int main(void) {
    const char *text = "managed memory, also for strdup";
    char *s = strdup(text);
    char *t = strndup(text, 7);
    CHECK(s != NULL && t != NULL);
    CHECK(strcmp(s, text) == 0 && strcmp(t, "managed") == 0);
    CHECK(acc_is_present(s, strlen(s) + 1));
    CHECK(acc_is_present(t, 8));
    int n = (int)strlen(s), m = 0;
#pragma acc parallel loop reduction(+:m)
    for (int i = 0; i < n; i++)
        m += s[i] == 'e';
    CHECK(m == 2);
#pragma acc parallel loop
    for (int i = 0; i < 7; i++)
        t[i] = (char)(t[i] - 'a' + 'A');
    CHECK(strcmp(t, "MANAGED") == 0);
    t = realloc(t, 64); /* a managed block moves like malloc's */
    CHECK(t != NULL && strcmp(t, "MANAGED") == 0);
    free(s);
    free(t);
    CHECK_DONE();
}
