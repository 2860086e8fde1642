/* Enumerations: implicit and explicit values, negatives, enums in constant expressions. */
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = GREEN + 10, NEG = -3, AFTER_NEG };
enum flags { F_A = 1 << 0, F_B = 1 << 1, F_C = 1 << 2, F_ALL = F_A | F_B | F_C };
enum { ANON_SIZE = 7 };
typedef enum { NORTH, EAST, SOUTH, WEST, DIR_COUNT } dir;
enum big { BIG = 0x7fffffff };

static const char *dir_name(dir d)
{
    static const char *names[DIR_COUNT] = {[NORTH] = "N", [EAST] = "E", [SOUTH] = "S", [WEST] = "W"};
    return names[d];
}

int main(void)
{
    printf("%d %d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, NEG, AFTER_NEG);
    int arr[ANON_SIZE];
    printf("%zu %d %zu\n", sizeof arr / sizeof arr[0], F_ALL, sizeof(enum color));
    for (dir d = NORTH; d < DIR_COUNT; d++)
        printf("%s", dir_name((d + 1) % DIR_COUNT));
    printf("\n");
    enum color c = BLUE;
    switch (c) {
    case RED: puts("red"); break;
    case BLUE: puts("blue"); break;
    default: puts("other");
    }
    unsigned f = F_A | F_C;
    printf("%d %d %d\n", !!(f & F_A), !!(f & F_B), BIG);
    enum color next = (enum color)(c + 1);
    return next == 7 ? 0 : 1;
}
