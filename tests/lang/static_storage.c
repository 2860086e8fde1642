/* Static storage: zero initialization, tentative definitions, extern arrays, static in functions,
 * address constants in initializers. */
#include <stdio.h>

int tentative;
int tentative;
int initialized = 5;
extern int later[];
static char zeroed[100];
static double dz;
static int *ptr_to_global = &initialized;
static int arr[5] = {1, 2};
static const char *strs[] = {"a", "bb", "ccc"};
static const char **strp = &strs[1];
static struct { int *p; size_t off; } addr_const = {&arr[3], sizeof arr};

static int counter(void)
{
    static int calls;
    static int first = 1;
    calls++;
    if (first) {
        first = 0;
        return -1;
    }
    return calls;
}

int later[3] = {7, 8, 9};

int main(void)
{
    int zero = 1;
    for (int i = 0; i < 100; i++)
        zero &= zeroed[i] == 0;
    printf("%d %d %.1f %d\n", tentative, zero, dz, *ptr_to_global);
    printf("%d %d %d %s\n", arr[1], arr[4], later[2], *strp);
    printf("%d %d %d\n", counter(), counter(), counter());
    *addr_const.p = 44;
    printf("%d %zu\n", arr[3], addr_const.off);
    tentative = 3;
    return tentative + later[0] - 10;
}
