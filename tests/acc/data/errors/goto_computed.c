// expect-error: branch out of a data region is not supported
/* spec 2.6.5: a computed goto can leave the region without its exit actions. */
int main(void) {
    float a[4];
    void *target = &&out;
#pragma acc data copy(a)
    {
        goto *target;
    }
out:
    return 0;
}
