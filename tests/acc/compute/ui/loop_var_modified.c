/* 2.9: the variable of a loop without 'seq' must change only in the loop's increment ("The
 * loop trip count must be computable in constant time when entering the loop construct"):
 * 'i++' in the body was accepted and every iteration of the header ran anyway (gcc 12 accepts
 * it silently). A 'seq' loop, an 'auto' loop and a loop without 'independent' in 'kernels'
 * may change it (they may run in order), and so may a body whose own 'i' hides it. */
int main(void) {
    int a[20] = {0};
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 20; i++) {
        a[i] = 1;
        i++;
    }
#pragma acc parallel copy(a)
    {
#pragma acc loop
        for (int i = 0; i < 20; i++) {
            a[i] = 1;
            i = i + 1;
        }
#pragma acc loop collapse(2)
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 5; j++)
                a[i * 5 + j] += (j += 1);
    }
    /* Fine. */
#pragma acc parallel loop seq copy(a)
    for (int i = 0; i < 20; i++)
        a[i] += i++;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 20; i++) {
        for (int i = 0; i < 2; i++)
            a[i] += 1;
        {
            int i = 3;
            i += 2;
            a[i] += i;
        }
    }
#pragma acc kernels copy(a)
    for (int i = 0; i < 20; i++)
        a[i] += i++;
#pragma acc parallel loop auto copy(a)
    for (int i = 0; i < 20; i++)
        a[i] += i++;
    return a[0];
}
