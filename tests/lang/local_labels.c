/* GNU __label__ local labels inside statement expressions used by macros more than once. */
#include <stdio.h>

#define FIND(arr, n, v) ({                         \
    __label__ found_;                              \
    int idx_ = -1;                                 \
    for (int i_ = 0; i_ < (n); i_++)               \
        if ((arr)[i_] == (v)) { idx_ = i_; goto found_; } \
    found_:                                        \
    idx_;                                          \
})

int main(void)
{
    int a[] = {4, 8, 15, 16, 23, 42};
    int x = FIND(a, 6, 15);
    int y = FIND(a, 6, 99);
    int z = FIND(a, 6, 42);
    printf("%d %d %d\n", x, y, z);
    {
        __label__ out;
        int k = 0;
        while (1) {
            if (++k == 3)
                goto out;
        }
    out:
        printf("%d\n", k);
    }
    return x + z;
}
