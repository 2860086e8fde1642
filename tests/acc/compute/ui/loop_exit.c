/* 2.9: a loop without 'seq' must have a trip count computable when it starts, so 'break',
 * 'goto' or 'return' out of it is an error inside a 'parallel' region as it already was on
 * the combined 'parallel loop' (the loop form ran every iteration: wrong results). gcc: "break
 * statement used with OpenMP for loop". A 'seq' loop may leave early, and in a 'kernels'
 * region a loop without 'independent' may be determined sequential (auto, 2.9). */
#pragma acc routine gang
int first(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        if (a[i])
            return i;
    return -1;
}

int main(void) {
    int a[100] = {0};
#pragma acc parallel copy(a)
    {
#pragma acc loop
        for (int i = 0; i < 100; i++) {
            if (i == 30)
                break;
            a[i] = 1;
        }
#pragma acc loop gang collapse(2)
        for (int i = 0; i < 10; i++)
            for (int j = 0; j < 10; j++) {
                if (j == 5)
                    break;
                a[i * 10 + j] = 1;
            }
#pragma acc loop independent
        for (int i = 0; i < 100; i++) {
            if (a[i])
                goto out;
            a[i] = 2;
        }
    out:;
        /* Fine: break out of a loop nested in the loop, out of a switch, out of a seq loop,
         * and a goto inside the loop. */
#pragma acc loop
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++)
                if (j > i)
                    break;
            switch (i) {
            case 1:
                break;
            default:
                goto next;
            }
        next:
            a[i] = 3;
        }
#pragma acc loop seq
        for (int i = 0; i < 100; i++)
            if (a[i] == 0)
                break;
    }
#pragma acc kernels copy(a)
    {
#pragma acc loop
        for (int i = 0; i < 100; i++)
            if (a[i] == 0)
                break;
#pragma acc loop auto
        for (int i = 0; i < 100; i++)
            if (a[i] == 0)
                break;
#pragma acc loop independent
        for (int i = 0; i < 100; i++)
            if (a[i] == 0)
                break;
    }
    return a[0] + first(a, 100);
}
