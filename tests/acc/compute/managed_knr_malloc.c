// cflags: -gpu=managed
/* -gpu=managed binds only allocation functions the file declares with the C library's type:
 * this old-style file declares `char *malloc();` and `void free();` itself (no <stdlib.h>),
 * which the prelude's `void *malloc(size_t)` would conflict with (a cc error about
 * generated code). So its malloc stays libc's, and its data follows the data rules of
 * OpenACC 3.3 2.7 (a copy clause) on every device type. */
#include <openacc.h>

char *malloc();
void free();

int main(void) {
    int n = 64, bad = 0;
    char *p = malloc(n);
    for (int i = 0; i < n; i++)
        p[i] = (char)i;
    if (acc_get_device_type() != acc_device_host && acc_is_present(p, n))
        bad |= 1; /* libc memory: not managed */
#pragma acc parallel loop copy(p[0:n])
    for (int i = 0; i < n; i++)
        p[i] = (char)(p[i] + 1);
    for (int i = 0; i < n; i++)
        if (p[i] != i + 1)
            bad |= 2;
    free(p);
    return bad;
}
