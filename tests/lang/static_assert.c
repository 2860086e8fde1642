/* _Static_assert at file, struct and block scope; static_assert from assert.h. */
#include <assert.h>
#include <stdint.h>
#include <stdio.h>

_Static_assert(sizeof(int) == 4, "int is 32 bits");
static_assert(sizeof(void *) == 8, "LP64");

struct header {
    uint32_t magic;
    uint16_t version;
    _Static_assert(sizeof(uint16_t) == 2, "u16");
    uint16_t flags;
};
_Static_assert(sizeof(struct header) == 8, "packed naturally");

enum { LIMIT = 16 };

int main(void)
{
    _Static_assert(LIMIT * 2 == 32, "constant expression");
    int a[LIMIT];
    _Static_assert(sizeof a / sizeof a[0] == LIMIT, "array length");
    for (int i = 0; i < LIMIT; i++) {
        _Static_assert(1, "in a loop");
        a[i] = i;
    }
    printf("%d %zu\n", a[LIMIT - 1], sizeof(struct header));
    return 0;
}
