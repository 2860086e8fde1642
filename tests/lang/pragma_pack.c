/* #pragma pack and other pragmas must reach the C compiler unchanged: they change layout. */
#include <stddef.h>
#include <stdio.h>

#pragma pack(push, 1)
struct packed { char c; int i; short s; };
#pragma pack(pop)

#pragma pack(2)
struct pack2 { char c; int i; };
#pragma pack()

struct natural { char c; int i; short s; };

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
static void unused_helper(void) { }
#pragma GCC diagnostic pop

#pragma weak weak_symbol
extern int weak_symbol;

int main(void)
{
    printf("%zu %zu %zu\n", sizeof(struct packed), sizeof(struct pack2), sizeof(struct natural));
    printf("%zu %zu %zu\n", offsetof(struct packed, i), offsetof(struct pack2, i), offsetof(struct natural, s));
    printf("%d\n", &weak_symbol == NULL);
#pragma GCC unroll 4
    for (int i = 0; i < 4; i++)
        printf("%d", i);
    printf("\n");
    return (int)sizeof(struct packed);
}
