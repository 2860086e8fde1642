/* Calls strtab_lib.c's routine from a compute construct. */
#include <stdio.h>

#pragma acc routine seq
int word_len(int k);

int main(void)
{
    int l[6];
#pragma acc parallel loop copyout(l)
    for (int i = 0; i < 6; i++) l[i] = word_len(i);
    for (int i = 0; i < 6; i++) {
        int want = (i % 3 + 1) + 10 * (i & 1 ? 5 : 4);
        if (l[i] != want) {
            fprintf(stderr, "l[%d] = %d, expected %d\n", i, l[i], want);
            return 1;
        }
    }
    return 0;
}
