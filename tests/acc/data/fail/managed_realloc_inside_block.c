// expect-runtime-error: OXACC ERROR in realloc: acc_error_invalid_argument: realloc at 
// error-names: managed_realloc_inside_block.c:17: address
/* -gpu=managed: `realloc` of an address inside a managed block is the program's error (C11
 * 7.22.3.5); the runtime names the call's line, the block and the offset (it went on to
 * libc's realloc until 2026-11-30). */
// cflags: -gpu=managed
#include <stdlib.h>

int main(void) {
    char *p = malloc(64);
    for (int i = 0; i < 64; i++)
        p[i] = (char)i;
#pragma acc parallel loop
    for (int i = 0; i < 64; i++)
        p[i] += 1;
    char *q = p + 16;
    q = realloc(q, 128);
    return q == NULL;
}
