/* Plain C (compiled without -acc): its malloc is libc's, as a library's would be. */
#include <stdlib.h>
#include <string.h>

char *plain_buf(int n) {
    char *c = malloc(n);
    memset(c, 'x', n);
    return c;
}
