/* _Alignas, _Alignof, alignas/alignof, __alignof__, aligned attribute, aligned_alloc. */
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

struct over { alignas(64) char line[64]; int tail; };
typedef struct { _Alignas(double) char c; } as_double;
static _Alignas(32) unsigned char buffer[100];
static char after_buffer __attribute__((aligned(128)));

int main(void)
{
    printf("%zu %zu %zu\n", alignof(char), alignof(long long), alignof(long double));
    printf("%zu %zu\n", sizeof(struct over), _Alignof(struct over));
    printf("%zu %zu\n", sizeof(as_double), __alignof__(as_double));
    printf("%d %d\n", (int)((uintptr_t)buffer % 32), (int)((uintptr_t)&after_buffer % 128));
    _Alignas(16) int local[3];
    alignas(long) char small;
    printf("%d %d\n", (int)((uintptr_t)local % 16), (int)((uintptr_t)&small % alignof(long)));
    void *p = aligned_alloc(256, 1024);
    printf("%d\n", p != NULL && (uintptr_t)p % 256 == 0);
    free(p);
    printf("%zu %zu\n", __alignof__(int), alignof(max_align_t) >= alignof(double));
    return (int)alignof(int);
}
