/* Block scopes, shadowing, static locals, extern declarations in blocks, for-loop scopes. */
#include <stdio.h>

int x = 1;
static int shadow = 10;

static int next_id(void)
{
    static int id = 100;
    return id++;
}

int main(void)
{
    printf("%d ", x);
    int x = 2;
    printf("%d ", x);
    {
        int x = 3;
        printf("%d ", x);
        {
            extern int x;   /* the file-scope x */
            printf("%d ", x);
        }
        x++;
        printf("%d ", x);
    }
    printf("%d\n", x);
    for (int x = 0; x < 2; x++) {
        int x = 50;
        printf("%d ", x);
    }
    printf("%d\n", x);
    int shadow = sizeof shadow; /* the new shadow is in scope in its own initializer */
    printf("%d ", shadow);
    shadow = 5;
    printf("%d %d %d %d\n", shadow, next_id(), next_id(), next_id());
    int i = 7;
    if (i > 0) {
        int i = -1;
        printf("%d\n", i);
    }
    struct x { int x; } sx = {.x = 9};
    printf("%d %d\n", sx.x, i);
    enum { x_enum = 4 };
    {
        int x_enum = 8;
        printf("%d\n", x_enum);
    }
    return x_enum;
}
