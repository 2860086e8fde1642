/* fuzz-found: a variable named twice in use_device
 * status: fixed (crates/oxacc-lower/src/data.rs; regression test
 *   tests/acc/data/host_data_repeated.c)
 * expect: accept
 * The shadowing declaration of the device address was emitted once per occurrence: a C
 * redefinition ("redefinition of 'a'"). */
void record(float *p);
int main(void) {
    float a[4];
#pragma acc data copy(a)
#pragma acc host_data use_device(a) use_device(a)
    record(a);
    return 0;
}
