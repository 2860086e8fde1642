/* goto, break/continue in nested loops, do-while, comma expressions in for, loops with empty bodies. */
#include <stdio.h>

int main(void)
{
    int found_i = -1, found_j = -1;
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 10; j++)
            if (i * j == 42) {
                found_i = i;
                found_j = j;
                goto done;
            }
done:
    printf("%d %d\n", found_i, found_j);
    int n = 0;
    do
        n += 3;
    while (n < 10);
    printf("%d\n", n);
    int evens = 0;
    for (int i = 0, j = 10; i < j; i++, j--) {
        if (i % 2)
            continue;
        evens++;
    }
    printf("%d\n", evens);
    int k = 0;
    while (1) {
        if (++k > 5)
            break;
    }
    int len = 0;
    const char *s = "hello";
    while (s[len++])
        ;
    printf("%d %d\n", k, len);
    int count = 0;
loop:
    count++;
    if (count < 4)
        goto loop;
    int outer = 0;
    for (;;) {
        for (int i = 0; i < 3; i++) {
            if (i == 1)
                continue;
            outer += i;
        }
        if (outer > 5)
            break;
    }
    printf("%d %d\n", count, outer);
    goto skip;
    printf("never\n");
skip:;
    int total = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            for (int l = 0; l < 3; l++)
                total += i ^ j ^ l;
    printf("%d\n", total);
    return count;
}
