// expect-error: branch into a data region is not supported
/* spec 2.6.5: jumping into a data region would skip its entry actions. */
int main(void) {
    float a[4];
    goto in;
#pragma acc data copy(a)
    {
in:
        a[0] = 1;
    }
    return 0;
}
