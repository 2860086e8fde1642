/* GNU range designators in array initializers, mixed with ordinary designators. */
#include <stdio.h>

static const char kind[128] = {
    [0 ... 127] = '.',
    ['0' ... '9'] = 'd',
    ['a' ... 'z'] = 'l',
    ['A' ... 'Z'] = 'u',
    [' '] = 's',
};

struct cell { int v; char c; };
static struct cell cells[10] = { [0 ... 4] = {1, 'a'}, [5 ... 9] = {2, 'b'}, [7].v = 9 };

int main(void)
{
    const char *text = "Hello World 42";
    for (const char *p = text; *p; p++)
        putchar(kind[(unsigned char)*p]);
    putchar('\n');
    int table[20] = { [2 ... 5] = 7, [10] = 1, [15 ... 19] = 3 };
    int sum = 0;
    for (int i = 0; i < 20; i++)
        sum += table[i];
    printf("%d\n", sum);
    for (int i = 0; i < 10; i++)
        printf("%d%c ", cells[i].v, cells[i].c);
    printf("\n");
    return sum % 7;
}
