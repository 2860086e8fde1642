/* fuzz-found: use_device of a variable that is neither a pointer nor an array
 * status: fixed (crates/oxacc-lower/src/data.rs; regression test
 *   tests/acc/data/errors/use_device_scalar.c)
 * expect: error: in use_device must be a pointer or an array
 * use_device gives the device address of var (OpenACC 3.3, 2.8.1); a float has none to
 * replace (gcc: "variable is neither a pointer nor an array"). oxacc cast its value to a
 * pointer, which cc rejected ("cannot convert to a pointer type"). */
void record(void *p);
int main(void) {
    float r = 1;
#pragma acc data copy(r)
#pragma acc host_data use_device(r)
    record(&r);
    return 0;
}
